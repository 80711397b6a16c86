import { availableParallelism } from 'node:os';

/**
 * What every project's config takes: a project read from its own config file inherits nothing from the
 * root config. The suites mostly wait on databases, SMTP and child processes, so every core runs a file
 * (Vitest's default leaves one idle: on two cores, the whole suite ran one file at a time).
 */
export const sharedTestOptions = { maxWorkers: availableParallelism() };
