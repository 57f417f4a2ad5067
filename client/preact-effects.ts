// When Preact runs effects (decision 031). By default it waits for the next animation frame (or
// 35 ms); React runs passive effects in a task right after the commit. Code written for React
// (the hydration mark, timers started at mount, focus moved in an effect) expects the latter, and
// animation frames do not run at all in hidden tabs or under a paused test clock.
import { options } from 'preact';
import { nextTask } from './next-task';

options.requestAnimationFrame = nextTask;
