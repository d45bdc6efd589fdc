// The turnover-runs feature's front door: the run a cleaner's photos belong to.
export { assertPhotoRoom, openRun, runProblem, runTask } from './service';
