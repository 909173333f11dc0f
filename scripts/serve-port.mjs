// Which port `npm run serve` listens on, and what it says when it cannot. Node only.

export const DEFAULT_PORT = 3000;

/**
 * The last --port given wins (`npm run serve -- --port 8080 --port 8081` serves on 8081),
 * else the PORT variable, else 3000.
 * @param {string[] | undefined} portArgs every --port value, in order
 * @param {string | undefined} envPort the PORT variable
 * @returns {number | undefined} undefined when the chosen value is not a port number
 */
export function choosePort(portArgs = [], envPort = undefined) {
  const raw = (portArgs.at(-1) ?? (envPort || String(DEFAULT_PORT))).trim();
  const port = Number(raw);
  return /^\d+$/.test(raw) && port >= 1 && port <= 65535 ? port : undefined;
}

/** One line for a port the server cannot listen on (in use, or not allowed). */
export function portInUseMessage(port, code = 'EADDRINUSE') {
  return code === 'EACCES'
    ? `Port ${port} needs privileges this user lacks: pass --port N or set PORT=N (1024 or above).`
    : `Port ${port} is in use: pass --port N or set PORT=N.`;
}
