/** How a command ends badly: wrong arguments (exit 2, with the usage) or a failed check (exit 1). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export class CliFailure extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}
