// Whether the reader asked the browser to save data (Data Saver: `navigator.connection.saveData`,
// Chromium's Network Information API). Then nothing is fetched ahead of a query: each file
// waits until a search needs it.

export function savingData(): boolean {
  const connection = (globalThis.navigator as {connection?: {saveData?: unknown}} | undefined)
    ?.connection;
  return connection?.saveData === true;
}
