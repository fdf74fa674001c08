import { TrainerStore } from '@parley/trainer-runtime';
import { DataSource } from 'typeorm';

/** The trainer's tables (qnas, intents, trainer_states): the store of libs/trainer-runtime over the api's DataSource. */
export const trainerStoreProvider = { provide: TrainerStore, inject: [DataSource], useFactory: (ds: DataSource) => new TrainerStore(ds) };
