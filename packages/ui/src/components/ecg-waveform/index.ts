export {
  type EcgFacts,
  type EcgHeartRate,
  EcgWaveform,
  type EcgWaveformProps,
  ecgColours,
  ecgGainMmPerMv,
  ecgMinTraceWidthPx,
  ecgPaperSpeedMmPerS,
  ecgPxPerMm,
  ecgTraceWidthPx,
  ecgViewportHeightPx,
  ecgViewportWidthPx,
} from './ecg-waveform.tsx';
