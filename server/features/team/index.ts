// The team feature's front door: hiring a cleaner adds them to the job's team (and holds its offers).
export { appendToTeam, joinTeamOnHire } from './service';
