/** A backup or restore refused for a reason the operator can act on: printed as one line. */
export class BackupError extends Error {}
