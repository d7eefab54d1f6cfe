/* cmd_classify.c: `parlour-cli classify`: the poker class of five cards. */
#include "cli.h"

#include "poker_hand.h"

#include <stdio.h>
#include <string.h>

enum {
    HAND_SIZE = 5,
    MAX_TOKENS = 64
};

static int RunClassify(int argc, char **argv)
{
    /* The cards may come as one quoted argument or as several; joined, token positions stay right. */
    char text[1024];
    size_t used = 0;
    text[0] = '\0';
    for (int i = 1; i < argc; i++) {
        int n = snprintf(text + used, sizeof text - used, "%s%s", i > 1 ? " " : "", argv[i]);
        if (n < 0 || (size_t)n >= sizeof text - used) {
            return Cli_UsageError("classify", "the cards are too long a text: give exactly %d cards", HAND_SIZE);
        }
        used += (size_t)n;
    }

    Card cards[MAX_TOKENS];
    CardParseError err;
    int count = Card_ParseList(text, cards, MAX_TOKENS, &err);
    if (count < 0) {
        /* Below the limit the only failure is a bad token, and err->message names it. */
        if (err.token <= MAX_TOKENS) {
            return Cli_UsageError("classify", "%s", err.message);
        }
        return Cli_UsageError("classify", "expected exactly %d cards, got more than %d", HAND_SIZE, MAX_TOKENS);
    }
    if (count != HAND_SIZE) {
        return Cli_UsageError("classify", "expected exactly %d cards, got %d (e.g. \"AH KH QH JH 10H\")", HAND_SIZE,
                              count);
    }
    for (int i = 0; i < HAND_SIZE; i++) {
        char buf[CARD_TEXT_MAX];
        if (Card_IsJoker(cards[i])) {
            return Cli_UsageError("classify", "card %d is the Joker: a poker hand is five cards of the whist pack",
                                  i + 1);
        }
        for (int j = 0; j < i; j++) {
            if (cards[j] == cards[i]) {
                return Cli_UsageError("classify", "card %d, %s, repeats card %d: one pack holds each card once", i + 1,
                                      Card_Format(cards[i], buf), j + 1);
            }
        }
    }

    PokerClass c = Poker_Classify(cards);
    /* The book ranks the royal flush as a straight flush; say both. */
    if (c == POKER_ROYAL_FLUSH) {
        printf("%s (royal)\n", Poker_ClassName(POKER_STRAIGHT_FLUSH));
    } else {
        printf("%s\n", Poker_ClassName(c));
    }
    return CLI_EXIT_OK;
}

const CliCommand CliCmd_Classify = {
    "classify",
    "CARD CARD CARD CARD CARD   (e.g. \"AH KH QH JH 10H\")",
    "Print the poker class of five cards (the book's names; A-K-Q-J-10 suited is \"straight flush (royal)\").",
    RunClassify,
};
