// `npm run export -- [...]` and `npm run import -- <archive> [...]` (infra/club-archive.ts): exits 0
// when done, 1 when refused or failed (the message says why, and that nothing was written where
// that is so), 2 with the usage line for arguments it cannot use.

import {
  ArchiveRefused,
  EXPORT_USAGE,
  IMPORT_USAGE,
  parseExportArgs,
  parseImportArgs,
  runExport,
  runImport,
  UsageError,
} from './club-archive';

async function main([command, ...args]: readonly string[]): Promise<number> {
  const usage = command === 'import' ? IMPORT_USAGE : EXPORT_USAGE;
  try {
    if (command === 'export') for (const line of await runExport(parseExportArgs(args))) console.log(line);
    else if (command === 'import') await runImport(parseImportArgs(args), (line) => console.log(line));
    else throw new UsageError(`no command ${command ?? ''}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      return 2;
    }
    const text = error instanceof Error ? `${error.message} ${String((error as { code?: string }).code)}` : String(error);
    if (/ECONNREFUSED/.test(text)) {
      console.error('The local stack does not answer: start it with npm start (with the same port variables), then try again.');
    } else if (error instanceof ArchiveRefused || (error instanceof Error && error.name === 'Error' && !('$metadata' in error))) {
      // Our own refusals are plain errors whose message is the whole story.
      console.error(error.message);
    } else console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
