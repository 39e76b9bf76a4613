// Imported first by start.ts: React and other libraries pick their production builds from NODE_ENV
// when they load, and an unset NODE_ENV makes React render in its slow development mode.
process.env.NODE_ENV ??= 'production';
