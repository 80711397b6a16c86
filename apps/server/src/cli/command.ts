import { type ParseArgsConfig, parseArgs } from 'node:util';
import { DatabaseInUseError } from '@madabook/db';
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

/** Runs a command's main function: a refusal ends it with its message, anything else with its stack. */
export function runCommand(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const refusal =
        error instanceof CommandError || error instanceof ConfigError || error instanceof DatabaseInUseError;
      const text = refusal
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
      process.stderr.write(`${text}\n`);
      process.exit(1);
    },
  );
}
