export { StatusBadge, PaymentBadge, RefundBadge } from './StatusBadge';
