#define FROM_SYSTEM 4
