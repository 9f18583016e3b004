#define FROM_QUOTE 3
