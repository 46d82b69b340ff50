import type { IsoDate, IsoDateTime } from '../shared/dates.ts';
import type { EcgMode, EcgResult } from './codes.ts';

/** A user stored on the health monitor. */
export interface MonitorUser {
  /** User slot id. */
  id: number;
  /** Name. */
  name: string;
  /** Icon number. */
  icon: number;
  /** Sex. */
  sex: string;
  /** Birthday. */
  birthday: IsoDate;
  /** Weight in kg. */
  weight: number;
  /** Height in cm. */
  height: number;
}

/** An ECG recording summary. */
export interface EcgRecord {
  /** Recording time. */
  date: IsoDateTime;
  /** Lead mode. */
  mode: EcgMode;
  /** Device verdict. */
  result: EcgResult;
}

/** A blood-pressure reading. */
export interface PressureRecord {
  /** Reading time. */
  date: IsoDateTime;
  /** Systolic pressure, mmHg. */
  sys: number;
  /** Diastolic pressure, mmHg. */
  dia: number;
  /** Pulse rate, beats/min. */
  pr: number;
  /** Monitor user slot. */
  user: number;
}

/** A temperature reading. */
export interface TemperatureRecord {
  /** Reading time. */
  date: IsoDateTime;
  /** Measuring way (site). */
  way: number;
  /** Temperature, °C. */
  tmp: number;
}

/** A pulse-oximetry reading. */
export interface OxygenRecord {
  /** Reading time. */
  date: IsoDateTime;
  /** Measuring mode. */
  mode: number;
  /** Oxygen saturation, %. */
  oxygen: number;
  /** Pulse rate, beats/min. */
  pr: number;
  /** Perfusion index. */
  pi: number;
}

/** Device information. */
export interface DeviceInfo {
  /** Serial number. */
  SN: string;
  /** Model. */
  Model: string;
  /** Software version. */
  SoftwareVer: string;
}
