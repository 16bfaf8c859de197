// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export {
  applyPlannerSeries,
  type PlannerNextLink,
  type PlannerSeriesGroup,
  type PlannerSeriesRow,
} from "./series-planner";
export { loadEpisodeNumbers } from "./series-repository";
