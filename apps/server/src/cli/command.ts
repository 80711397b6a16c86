import { type ParseArgsConfig, parseArgs } from 'node:util';
import { DatabaseInUseError } from '@madabook/db';
import { BackupError } from '../backup/backup-error';
import { ArchiveError } from '../backup/tar-archive';
import { ConfigError } from '../config';

/** A refusal the operator can act on: printed as one line, without a stack. */
export class CommandError extends Error {}

/** The command line's options, or a refusal that shows the usage. */
export function parseOptions<Options extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: Options,
  allowPositionals = false,
) {
  try {
    return parseArgs({ options, allowPositionals, strict: true });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${usage}`);
  }
}

/** Errors that explain themselves in one line: the operator needs no stack to act on them. */
const refusals = [CommandError, ConfigError, DatabaseInUseError, BackupError, ArchiveError];

/** Runs a command's main function: a refusal ends it with its message, anything else with its stack. */
export function runCommand(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const refusal = refusals.some((kind) => error instanceof kind);
      const text =
        error instanceof Error ? (refusal ? error.message : (error.stack ?? error.message)) : String(error);
      process.stderr.write(`${text}\n`);
      process.exit(1);
    },
  );
}
