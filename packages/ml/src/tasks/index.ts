import { cropTask } from './crop.js';
import { fertilizerTask } from './fertilizer.js';
import { seedQualityTask } from './seedQuality.js';
import { soilTypeTask } from './soilType.js';
import { soybeanLeafTask } from './soybeanLeaf.js';
import { tomatoLeafTask } from './tomatoLeaf.js';
import type { Task } from './types.js';

export type { EvalSummary, Task, TrainOptions, TrainResult } from './types.js';

/** Every trainable task by name. A new task = one file under src/tasks/ and one line here. */
export const TASKS: Readonly<Record<string, Task>> = {
  crop: cropTask,
  fertilizer: fertilizerTask,
  'soil-type': soilTypeTask,
  'soybean-leaf': soybeanLeafTask,
  'tomato-leaf': tomatoLeafTask,
  'seed-quality': seedQualityTask,
};

export class UnknownTaskError extends Error {
  constructor(task: string) {
    super(`unknown task "${task}" (tasks: ${Object.keys(TASKS).join(', ')})`);
    this.name = 'UnknownTaskError';
  }
}

export function getTask(name: string): Task {
  const task = Object.hasOwn(TASKS, name) ? TASKS[name] : undefined;
  if (!task) throw new UnknownTaskError(name);
  return task;
}
