// Loads every procedure (each file registers itself with defineProc).

import './game'
import './drop'
import './lineup'
import './turn'
import './move'
import './hold'
import './challenge'
import './flight'
import './check'
import './fight'
import './chain'
import './rerolls'
