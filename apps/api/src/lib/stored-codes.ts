import { type ConfidentialityLevel, readConfidentialityLevel } from '@cartella/domain';

/**
 * A stored confidentiality level as the domain type. The columns reference the levels table, so
 * another value means a damaged row; it reads as 6 (Strettamente riservato), the safe side.
 */
export function storedConfidentiality(value: number): ConfidentialityLevel {
  return readConfidentialityLevel(value) ?? 6;
}
