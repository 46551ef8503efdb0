-- A card payment's row in the operations history follows its status
-- (functions/profile_operations_on_card_payment.sql).
CREATE OR REPLACE TRIGGER profile_operations_from_card_payment
  AFTER INSERT OR UPDATE OF status ON card_payments
  FOR EACH ROW EXECUTE FUNCTION profile_operations_on_card_payment();
