// The turnover-runs feature's front door: the run a cleaner's photos belong to.
export { assertPhotoRoom, openRun, runPhotoTiming, runProblem, runTask } from './service';
