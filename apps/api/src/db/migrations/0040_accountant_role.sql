-- Issue 21: the accountant reads the money (reports, the daily close, the card reconciliation)
-- and registers paid receipts. packages/domain/src/staff/staff-roles.ts lists the roles.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('administrator', 'tariff_manager', 'content_editor', 'support', 'inspector', 'accountant'));
