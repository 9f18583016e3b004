#define SCALE 5
