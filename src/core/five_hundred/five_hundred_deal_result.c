/* five_hundred_deal_result.c: a finished deal of Five Hundred told as the book computes it, line by line. */
#include "five_hundred_deal_result.h"

#include <stdio.h>
#include <string.h>

static void Add(FiveHundredDealResult *out, const char *text)
{
    if (out->count < FH_RESULT_LINES) {
        snprintf(out->lines[out->count++], FH_RESULT_LINE_MAX, "%s", text);
    }
}

static const char *Plural(int n)
{
    return n == 1 ? "" : "s";
}

/* "7 spades", "8 No-trumps". */
static void BidName(int bid, char *buf, size_t size)
{
    snprintf(buf, size, "%d %s", FiveHundred_BidTricks(bid), FiveHundred_DenominationName(FiveHundred_BidDenomination(bid)));
}

int FiveHundred_DealResult(const FiveHundredDeal *d, int variant, int dealNumber, const char *const names[FH_MAX_SEATS],
                           FiveHundredDealResult *out)
{
    memset(out, 0, sizeof *out);
    int sides = variant == FH_FOUR_HANDED ? 2 : FiveHundred_Players(variant);
    bool bid = d->bidder != FH_NOBODY && d->bid < FH_BIDS;
    int bidSide = bid ? FiveHundred_SideOf(variant, d->bidder) : -1;
    char line[FH_RESULT_LINE_MAX], contract[32];
    if (!bid) {
        snprintf(out->title, sizeof out->title, "Deal %d: nobody bid", dealNumber);
        Add(out, "Played at No-trumps without the widow: 10 a trick to everyone.");
    } else {
        int need = FiveHundred_BidTricks(d->bid), value = FiveHundred_BidValue(d->bid);
        int took = d->tricks[bidSide];
        BidName(d->bid, contract, sizeof contract);
        snprintf(out->title, sizeof out->title, "Deal %d: %s bid %s (%d)", dealNumber, names[bidSide], contract, value);
        if (!d->made) {
            snprintf(line, sizeof line, "%s took %d trick%s of %d: set by %d. %d goes in the LOST column.",
                     names[bidSide], took, Plural(took), need, need - took, value);
        } else if (took == FH_TRICKS && value < 250) {
            snprintf(line, sizeof line, "%s took all ten: the bid is worth %d, so all ten score 250.", names[bidSide],
                     value);
        } else if (took == FH_TRICKS) {
            snprintf(line, sizeof line, "%s took all ten: the bid's %d (all ten add nothing to a bid of 250 or more).",
                     names[bidSide], value);
        } else if (took > need) {
            snprintf(line, sizeof line, "%s took %d of %d: made, %d. The %d trick%s over score nothing.",
                     names[bidSide], took, need, value, took - need, Plural(took - need));
        } else {
            snprintf(line, sizeof line, "%s took %d of %d: made, %d.", names[bidSide], took, need, value);
        }
        Add(out, line);
    }
    for (int s = 0; s < sides; s++) {
        if (s == bidSide) {
            continue;
        }
        int n = d->tricks[s];
        snprintf(line, sizeof line, "%s took %d trick%s: %d \xC3\x97 10 = %d.", names[s], n, Plural(n), n, d->won[s]);
        Add(out, line);
    }
    /* The totals after the deal, each side's points this deal signed. */
    int len = snprintf(line, sizeof line, "Scores now:");
    for (int s = 0; s < sides && len > 0 && (size_t)len < sizeof line; s++) {
        int gain = d->won[s] - d->lost[s];
        len += snprintf(line + len, sizeof line - (size_t)len, "%s %s %d (%s%d)", s == 0 ? "" : ",", names[s],
                        (int)d->net[s], gain >= 0 ? "+" : "", gain);
    }
    if (len > 0 && (size_t)len + 1 < sizeof line) {
        line[len++] = '.';
        line[len] = '\0';
    }
    Add(out, line);
    if (d->winner != FH_NOBODY && d->winner < FH_MAX_SEATS) {
        snprintf(line, sizeof line, "Game to %s at %d or more%s.", names[d->winner], FH_GAME,
                 d->winByBid ? ": the bidder's points count first" : ": the first side there by tricks");
        Add(out, line);
    }
    return out->count;
}
