/** Node uses the core's real timers unchanged; this module keeps the port set complete. */
export { systemClock } from '../../core/ports';
