// A process that locks the folder argv[2] (after a line on stdin when argv[3] is 'wait') and
// holds the lock until it is killed. Prints 'locked' or 'refused'.
import readline from 'node:readline';
import { FolderLockedError, lockFolder } from '../../src/db/folder-lock.ts';

const [dir, wait] = process.argv.slice(2);
if (wait === 'wait') {
  console.log('waiting');
  await new Promise((resolve) =>
    readline.createInterface({ input: process.stdin }).once('line', resolve),
  );
}
try {
  lockFolder(dir!);
  console.log('locked');
  setInterval(() => {}, 60_000);
} catch (err) {
  if (!(err instanceof FolderLockedError)) throw err;
  console.log('refused');
  process.exit(3);
}
