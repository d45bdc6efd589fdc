// Front door of service areas (decision 038): ZIP codes to coordinates and distances in SQL.
export { distanceBetweenSql, distanceSql, placeZip, withinSql, type Placed } from './service';
