/**
 * Run as a child process by `logging/log-writer.test.ts`: writes a burst of large general log
 * lines and audit lines, alternating, through the default standard-output destinations, each
 * carrying its sequence number (`seq` in log lines, `resource_count` in audit lines).
 * Usage: `node log-burst.ts <lines> <padding characters>`.
 */
import { createAuditLog } from '../audit/audit-log.ts';
import { createLogger } from '../logging/logger.ts';

const lines = Number(process.argv[2] ?? 2_000);
const padding = 'x'.repeat(Number(process.argv[3] ?? 20_000));

const logger = createLogger('info');
const audit = createAuditLog();

for (let seq = 0; seq < lines; seq++) {
  if (seq % 2 === 0) {
    logger.info({ seq, padding }, 'burst');
  } else {
    audit.emit({
      event: 'export.feedback',
      operation: 'export',
      outcome: 'success',
      actor: { type: 'system' },
      resource: { type: 'feedback' },
      resourceCount: seq,
    });
  }
}
