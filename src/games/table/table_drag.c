/* table_drag.c: where a dragged card is let go to play it. */
#include "table_drag.h"

#include <math.h>

#define DROP_MARGIN 10.0f /* layout units past the card's row */

bool TableDrag_Dropped(SDL_FRect from, SDL_FRect felt, float x, float y)
{
    if (x < felt.x || x > felt.x + felt.w || y < felt.y || y > felt.y + felt.h) {
        return false;
    }
    /* Towards the felt's middle from the card: up from a hand at the foot, down from a row at the head, sideways
       from a row at a side. */
    float dx = (felt.x + felt.w * 0.5f) - (from.x + from.w * 0.5f);
    float dy = (felt.y + felt.h * 0.5f) - (from.y + from.h * 0.5f);
    if (fabsf(dy) >= fabsf(dx)) {
        return dy < 0.0f ? y < from.y - DROP_MARGIN : y > from.y + from.h + DROP_MARGIN;
    }
    return dx < 0.0f ? x < from.x - DROP_MARGIN : x > from.x + from.w + DROP_MARGIN;
}

SDL_FRect TableDrag_Felt(SDL_FRect view, SDL_FRect side)
{
    return (SDL_FRect){view.x, view.y, side.x - view.x, view.h};
}
