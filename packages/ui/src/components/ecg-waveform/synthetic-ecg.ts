/**
 * A synthetic lead-I-like ECG for tests and stories: each beat is a sum of Gaussian waves for P,
 * Q, R, S and T, after McSharry et al., "A dynamical model for generating synthetic
 * electrocardiogram signals", IEEE Trans Biomed Eng 2003;50(3):289-294 (amplitudes in mV and
 * offsets in seconds from the R peak are typical adult values, not a diagnosis).
 */
const waves = [
  { amplitudeMv: 0.15, offsetSeconds: -0.2, widthSeconds: 0.025 },
  { amplitudeMv: -0.12, offsetSeconds: -0.03, widthSeconds: 0.01 },
  { amplitudeMv: 1.2, offsetSeconds: 0, widthSeconds: 0.012 },
  { amplitudeMv: -0.25, offsetSeconds: 0.03, widthSeconds: 0.012 },
  { amplitudeMv: 0.3, offsetSeconds: 0.25, widthSeconds: 0.05 },
] as const;

export function syntheticEcgMv(
  durationSeconds: number,
  sampleRateHz: number,
  heartRateBpm = 72,
): Float32Array {
  const samples = new Float32Array(Math.round(durationSeconds * sampleRateHz));
  const beatSeconds = 60 / heartRateBpm;
  for (let index = 0; index < samples.length; index += 1) {
    const seconds = index / sampleRateHz;
    // Time relative to the nearest R peak; the first peak sits 0.4 s in so the P wave shows.
    const sinceBeat = ((((seconds - 0.4) % beatSeconds) + beatSeconds * 1.5) % beatSeconds) - beatSeconds / 2;
    let value = 0;
    for (const wave of waves) {
      value +=
        wave.amplitudeMv * Math.exp(-((sinceBeat - wave.offsetSeconds) ** 2) / (2 * wave.widthSeconds ** 2));
    }
    samples[index] = value;
  }
  return samples;
}
