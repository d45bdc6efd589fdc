// The team feature's front door: hiring a cleaner adds them to the job's team.
export { appendToTeam } from './service';
