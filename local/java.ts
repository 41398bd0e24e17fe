// DynamoDB Local is a Java program; this says in one line when Java is missing or too old.

import { spawnSync } from 'node:child_process';

const MIN_JAVA = 17;
const INSTALL_HINT = 'install a Java 17 (or newer) JDK (Debian: apt install openjdk-17-jdk-headless)';

let checkedMajor: number | undefined;

/**
 * The major version of `java` on PATH; throws one clear line when it is missing or older than 17.
 * Runs `java -version` once per process: `npm start` checks first, and startDynamoDbLocal again.
 */
export function assertJava17(): number {
  checkedMajor ??= readJavaMajor();
  return checkedMajor;
}

function readJavaMajor(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`DynamoDB Local needs Java, but \`java\` is not on PATH: ${INSTALL_HINT}.`);
    throw new Error(`Could not run \`java -version\`: ${result.error.message}`);
  }
  // `java -version` writes to stderr: `openjdk version "17.0.15" ...` or, before Java 9, `"1.8.0_392"`.
  const text = `${result.stderr}${result.stdout}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match?.[1]) throw new Error(`Could not read the Java version from \`java -version\`: ${text.trim().split('\n')[0] ?? ''}`);
  const first = Number(match[1]);
  const major = first === 1 ? Number(match[2] ?? 0) : first;
  if (major < MIN_JAVA) throw new Error(`DynamoDB Local needs Java ${MIN_JAVA}+, but \`java\` is version ${major}: ${INSTALL_HINT}.`);
  return major;
}
