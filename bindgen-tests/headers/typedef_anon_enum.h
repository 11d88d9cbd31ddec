// An anonymous enum named by a typedef.
typedef enum {
    ANIMAL_CAT,
    ANIMAL_DOG,
} animal;
