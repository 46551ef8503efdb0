/**
 * Runs a bench's main and exits with its code (0 within budget, 1 over it or on an error); a
 * bench that hangs (a server that never answers) is stopped after the hard limit with code 2.
 */
export function runMain(main: () => Promise<number>, hardLimitMs = 10 * 60_000): void {
  setTimeout(() => {
    console.error('bench: hard time limit reached');
    process.exit(2);
  }, hardLimitMs).unref();
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
