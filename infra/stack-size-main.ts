// `npm run stack-size`: writes docs/stack-size.md (infra/stack-size-report.ts).

import { writeFileSync } from 'node:fs';
import { STACK_SIZE_DOC, stackSizeReport } from './stack-size-report';

writeFileSync(STACK_SIZE_DOC, stackSizeReport());
console.log(`Wrote ${STACK_SIZE_DOC}`);
