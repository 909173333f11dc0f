// `npm start`: `docusaurus start` with its arguments, after one check. Docusaurus asks for
// another port when its port is taken, but only in a terminal; elsewhere (an editor's task, a
// script, CI) it logged an error and exited with 0. Here a taken port ends with the same one
// line as `npm run serve`, naming the option, and exit code 1. The port is Docusaurus's: the
// last --port, else PORT, else 3000.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import net from 'node:net';
import {parseArgs} from 'node:util';
import {choosePort, portInUseMessage} from './serve-port.mjs';

const args = process.argv.slice(2);
const {values} = parseArgs({
  args,
  options: {port: {type: 'string', multiple: true}, host: {type: 'string'}},
  strict: false,
  allowPositionals: true,
});

/** Resolves with the error code when the port cannot be listened on, undefined when it can. */
function portProblem(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code));
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
}

const port = choosePort(values.port, process.env.PORT);
if (port !== undefined && !process.stdout.isTTY) {
  const problem = await portProblem(port, values.host ?? 'localhost');
  if (problem === 'EADDRINUSE' || problem === 'EACCES') {
    console.error(portInUseMessage(port, problem));
    process.exit(1);
  }
}

const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const child = spawn(process.execPath, [docusaurus, 'start', ...args], {stdio: 'inherit'});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
