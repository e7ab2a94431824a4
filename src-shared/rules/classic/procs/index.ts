// Importing this module registers every Classic procedure kind.
import './roll'
import './ball'
import './step'
import './block'
import './push'
import './pass'
import './throwTeamMate'
import './foul'
import './multipleBlock' // 003: Multiple Block
import './turn'
import './setup'
import './kickoff'
import './game'
