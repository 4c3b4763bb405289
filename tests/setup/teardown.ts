export default async function globalTeardown(): Promise<void> {
  const stops = (globalThis as { __mercatoStops?: Array<() => Promise<void>> }).__mercatoStops ?? [];
  for (const stop of stops.reverse()) await stop();
}
