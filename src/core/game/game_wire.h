/* game_wire.h: a game's state or view as JSON text, field by field from a schema, for a table across devices. */
#ifndef PARLOUR_CORE_GAME_WIRE_H
#define PARLOUR_CORE_GAME_WIRE_H

#include "game.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * The host of a table sends each device the view of its seat (or the public
 * view, GAME_NOBODY, to a watcher or the television); the device rebuilds
 * the same struct and runs the ordinary table scene on it. So every game's
 * state has a text form: JSON, written and read field by field from a
 * schema, in the manner of Quake III's netField_t table for its entity
 * state. A schema names each member of the struct, its offset, its element
 * type and the range a value may take. The encoder walks it; the decoder
 * walks it too and refuses anything out of range, so a view from a host
 * that cannot be trusted is still a state every index of which is in
 * bounds (array counts, seats, phases). Unknown fields are refused, every
 * field must be there, and the text has a size and depth limit.
 *
 * Cards are written in the project's notation ("QS", "10H", "JK"; null for
 * no card); a set of cards kept as bits (a mask) is a list of cards, so
 * that JavaScript, whose numbers hold 53 bits, reads it exactly. Arrays are
 * JSON arrays, a two-dimensional one an array of rows. A field marked
 * host-only (the seed, which tells every deal to come) is never written and
 * reads as zero.
 *
 * An array may be counted by an integer field of the same struct (a
 * rubber's hands by its count, a bidding's calls by callCount): then only
 * its first count elements (rows, for an array of rows) are written, so a
 * Bridge view does not carry the 96 empty rows of its score sheet. A
 * reader takes the list's length as the count and refuses a list whose
 * length is not the count field's value; the elements past it read as
 * empty (zero, null for a card or an index), which is what the rules leave
 * there.
 *
 * The whole text:
 *
 *     {"game":"piquet","variant":"rubicon","viewer":0,"state":{"phase":3,...}}
 *
 * where viewer is the seat the view is of, or -1 for the public view.
 */

typedef enum GameFieldType {
    GAME_FIELD_INT,    /* an integer of elemSize bytes (signed if min < 0), within [min, max] */
    GAME_FIELD_INDEX,  /* an unsigned index 0..max, or all ones for none (written null): a seat, a card's number */
    GAME_FIELD_CARD,   /* a Card (one byte): "QS", or null for CARD_NONE */
    GAME_FIELD_MASK,   /* a set of cards as bits (4 or 8 bytes): a list of cards, via the schema's maskCard */
    GAME_FIELD_STRUCT, /* elements of the sub-schema */
    GAME_FIELD_HOST,   /* never leaves the host (the seed): not written, reads as zero */
} GameFieldType;

typedef struct GameField {
    const char *name;
    size_t offset;
    size_t size;     /* bytes of the whole member (every element of an array) */
    size_t elemSize; /* bytes of one element */
    int rows;        /* a two-dimensional array's first dimension; 0 otherwise */
    GameFieldType type;
    int64_t min, max; /* GAME_FIELD_INT only */
    const GameSchema *sub;
    /* An array's count: the name of an integer field of the same schema whose value is how many elements (rows) are
       in use; only those are written. NULL: the whole array. */
    const char *countedBy;
} GameField;

struct GameSchema {
    const char *name; /* "PiquetState" (for messages) */
    size_t size;      /* sizeof the struct */
    const GameField *fields;
    int count;
    /* For GAME_FIELD_MASK: the card of a bit, CARD_NONE if none; the bit of a card, or -1. With them, a GAME_FIELD_CARD
       takes only a card that has a bit (a card of the game), so a card from a host never indexes out of a table. */
    Card (*maskCard)(int bit);
    int (*maskBit)(Card card);
};

/* Building a schema: T the struct, m the member (a scalar, an array, or an array of rows for the *2 forms). */
#define GAME_FIELD_INT_OF(T, m, E, lo, hi)                                                                             \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), 0, GAME_FIELD_INT, (lo), (hi), NULL, NULL                        \
    }
#define GAME_FIELD_INT2_OF(T, m, E, lo, hi)                                                                            \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), (int)(sizeof(((T *)0)->m) / sizeof(((T *)0)->m[0])),       \
            GAME_FIELD_INT, (lo), (hi), NULL, NULL                                                                           \
    }
#define GAME_FIELD_INDEX_OF(T, m, E, hi)                                                                               \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), 0, GAME_FIELD_INDEX, 0, (hi), NULL, NULL                         \
    }
#define GAME_FIELD_INDEX2_OF(T, m, E, hi)                                                                              \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), (int)(sizeof(((T *)0)->m) / sizeof(((T *)0)->m[0])),       \
            GAME_FIELD_INDEX, 0, (hi), NULL, NULL                                                                            \
    }
#define GAME_FIELD_CARD_OF(T, m)                                                                                       \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), 1, 0, GAME_FIELD_CARD, 0, 0, NULL, NULL                                     \
    }
#define GAME_FIELD_MASK_OF(T, m, E)                                                                                    \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), 0, GAME_FIELD_MASK, 0, 0, NULL, NULL                             \
    }
#define GAME_FIELD_MASK2_OF(T, m, E)                                                                                   \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), (int)(sizeof(((T *)0)->m) / sizeof(((T *)0)->m[0])),       \
            GAME_FIELD_MASK, 0, 0, NULL, NULL                                                                                \
    }
#define GAME_FIELD_STRUCT_OF(T, m, E, schema)                                                                          \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), 0, GAME_FIELD_STRUCT, 0, 0, &(schema), NULL                      \
    }
#define GAME_FIELD_STRUCT2_OF(T, m, E, schema)                                                                         \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), (int)(sizeof(((T *)0)->m) / sizeof(((T *)0)->m[0])),       \
            GAME_FIELD_STRUCT, 0, 0, &(schema), NULL                                                                         \
    }
#define GAME_FIELD_HOST_OF(T, m)                                                                                       \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(((T *)0)->m), 0, GAME_FIELD_HOST, 0, 0, NULL, NULL                   \
    }
/* The counted forms: only the first `count` elements (rows) of the array are written, count a field of the struct. */
#define GAME_FIELD_INT_N_OF(T, m, E, lo, hi, count)                                                                    \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), 0, GAME_FIELD_INT, (lo), (hi), NULL, #count                \
    }
#define GAME_FIELD_INT2_N_OF(T, m, E, lo, hi, count)                                                                   \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), (int)(sizeof(((T *)0)->m) / sizeof(((T *)0)->m[0])),       \
            GAME_FIELD_INT, (lo), (hi), NULL, #count                                                                   \
    }
#define GAME_FIELD_CARD_N_OF(T, m, count)                                                                              \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), 1, 0, GAME_FIELD_CARD, 0, 0, NULL, #count                             \
    }
#define GAME_FIELD_STRUCT_N_OF(T, m, E, schema, count)                                                                 \
    {                                                                                                                  \
#m, offsetof(T, m), sizeof(((T *)0)->m), sizeof(E), 0, GAME_FIELD_STRUCT, 0, 0, &(schema), #count              \
    }
#define GAME_SCHEMA_COUNT(fields) ((int)(sizeof(fields) / sizeof((fields)[0])))

/* Limits on a text read from another device. */
#define GAME_WIRE_MAX_TEXT (256 * 1024)
#define GAME_WIRE_MAX_DEPTH 8

/* The deepest nesting of [ and { outside strings in a JSON text, or -1 if they do not balance (checked before parsing). */
int GameWire_TextDepth(const char *text, size_t length);

/*
 * Whether a schema describes its struct: fields in order of offset, none
 * overlapping, each a whole number of elements, and no gap larger than the
 * padding a compiler could put there (so a member left out is caught).
 * problem says what is wrong.
 */
bool GameSchema_Check(const GameSchema *schema, char *problem, size_t size);

/*
 * The view's text. st is a view (or a full state: the caller decides what
 * it sends); viewer is written beside it (a seat, or GAME_NOBODY for the
 * public view). Returns a malloc'd string (free() it), or NULL if a value
 * is out of its field's range (a bug: problem says which) or memory runs
 * out.
 */
char *GameWire_EncodeState(const GameRules *rules, const GameState *st, int viewer, char *problem, size_t size);

/*
 * Reads a text written by GameWire_EncodeState into st (a Game_NewState of
 * rules). False with problem saying what is wrong (a field, a value out of
 * range, another game, too long or too deep); st is then unspecified but
 * every field is in range or zero. viewer (may be NULL) gets the seat.
 * Then the game's checkView (game.h) must find that fields agree with each
 * other (a trick's count and its cards, a card in two places ...), or the
 * text is refused with its sentence.
 */
bool GameWire_DecodeState(const GameRules *rules, const char *text, size_t length, GameState *st, int *viewer,
                          char *problem, size_t size);

#endif
