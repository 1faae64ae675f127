// The maternal RSV rule as the results pages fetch it (choose-appointment-step.tsx). An import() target keeps every
// export of the module it names: naming the domain module would keep its exports no page uses, in the chunk the group
// pages load too, and naming maternal-rsv.ts would tie the chunk to the scheduler machine. So the import names this.
export { maternalRsvEligibility } from '@vaxnear/domain/booking/maternal-rsv';
