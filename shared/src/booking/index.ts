export * from './slots';
export * from './clinic-day';
export * from './schedule';
export * from './hold';
export * from './free-starts';
