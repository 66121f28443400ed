/** The database role that may read only the sample databases (password derived from APP_SECRET). */
export const SAMPLE_READER_ROLE = "askdata_sample_reader";
