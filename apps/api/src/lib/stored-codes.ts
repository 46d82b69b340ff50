import { type ConfidentialityLevel, confidentialityLevels } from '@cartella/domain';

/**
 * A stored confidentiality level as the domain type. The columns reference the levels table, so
 * another value means a damaged row; it reads as 6 (Strettamente riservato), the safe side.
 */
export function storedConfidentiality(value: number): ConfidentialityLevel {
  return confidentialityLevels.find((level) => level === value) ?? 6;
}
