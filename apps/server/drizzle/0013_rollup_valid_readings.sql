-- Issue 22: the hourly rollup's minimum and maximum are of the valid readings only: a faulty all-zero
-- reading (a failed probe, spec 5) no longer pulls every minimum of its hour to 0, so downsampled charts
-- draw no spike to 0. An hour of faulty readings only holds min 'Infinity' and max '-Infinity' (the
-- identities of least() and greatest(), so later batches merge into it unchanged). Only hours that hold
-- a faulty reading are recomputed.
UPDATE "readings_hourly" AS h SET
  "min_nitrogen" = v."min_nitrogen", "max_nitrogen" = v."max_nitrogen",
  "min_phosphorus" = v."min_phosphorus", "max_phosphorus" = v."max_phosphorus",
  "min_potassium" = v."min_potassium", "max_potassium" = v."max_potassium",
  "min_temperature" = v."min_temperature", "max_temperature" = v."max_temperature",
  "min_moisture" = v."min_moisture", "max_moisture" = v."max_moisture",
  "min_conductivity" = v."min_conductivity", "max_conductivity" = v."max_conductivity",
  "min_ph" = v."min_ph", "max_ph" = v."max_ph"
FROM (
  SELECT "device_id", date_bin('1 hour', "ts", timestamptz '1970-01-01 00:00:00+00') AS "hour",
    coalesce(min("nitrogen") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_nitrogen", coalesce(max("nitrogen") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_nitrogen",
    coalesce(min("phosphorus") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_phosphorus", coalesce(max("phosphorus") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_phosphorus",
    coalesce(min("potassium") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_potassium", coalesce(max("potassium") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_potassium",
    coalesce(min("temperature") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_temperature", coalesce(max("temperature") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_temperature",
    coalesce(min("moisture") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_moisture", coalesce(max("moisture") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_moisture",
    coalesce(min("conductivity") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_conductivity", coalesce(max("conductivity") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_conductivity",
    coalesce(min("ph") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), 'Infinity') AS "min_ph", coalesce(max("ph") FILTER (WHERE not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0)), '-Infinity') AS "max_ph"
  FROM "readings"
  GROUP BY 1, 2
  HAVING count(*) FILTER (WHERE NOT (not ("nitrogen" = 0 and "phosphorus" = 0 and "potassium" = 0 and "temperature" = 0 and "moisture" = 0 and "conductivity" = 0 and "ph" = 0))) > 0
) AS v
WHERE h."device_id" = v."device_id" AND h."hour" = v."hour";
