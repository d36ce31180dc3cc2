<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name></name>
    <message>
        <source>New match: {title}</source>
        <translation>Nuova partita: {title}</translation>
    </message>
    <message>
        <source>Match resumed: {title}</source>
        <translation>Partita ripresa: {title}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>{level} computer</source>
        <translation>computer {level}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>unknown player ({kind})</source>
        <translation>giocatore sconosciuto ({kind})</translation>
    </message>
    <message>
        <source>computer of unknown level ({level})</source>
        <translation>computer di livello sconosciuto ({level})</translation>
    </message>
    <message>
        <source>Match over: {title}</source>
        <translation>Partita finita: {title}</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Squadra A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Squadra B</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>in coppia</translation>
    </message>
    <message>
        <source>Your turn, {name}. Your cards: {cards}</source>
        <translation>Tocca a te, {name}. Le tue carte: {cards}</translation>
    </message>
    <message>
        <source>Your turn. Your cards: {cards}</source>
        <translation>Tocca a te. Le tue carte: {cards}</translation>
    </message>
    <message>
        <source>{who} {card}</source>
        <translation>{who} il {card}</translation>
    </message>
    <message>
        <source>Trick to {name}: {cards}</source>
        <translation>Presa – {name}: {cards}</translation>
    </message>
    <message>
        <source>Trick to {name}.</source>
        <translation>Presa – {name}.</translation>
    </message>
    <message>
        <source>Trick to {name}. Points: {scores}.</source>
        <translation>Presa – {name}. Punti: {scores}.</translation>
    </message>
    <message>
        <source>Trick to {name}: {cards}; the matto stays with you</source>
        <translation>Presa – {name}: {cards}; il matto resta a te</translation>
    </message>
    <message>
        <source>Trick to {name}: {cards}; the matto stays with {keeper}</source>
        <translation>Presa – {name}: {cards}; il matto resta a {keeper}</translation>
    </message>
    <message>
        <source>{who} {bid}</source>
        <translation>{who} il {bid}</translation>
    </message>
    <message>
        <source>bid: {bid}</source>
        <translation>offerta: il {bid}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>trumps: {suit}</source>
        <translation>trionfo: {suit}</translation>
    </message>
    <message>
        <source>caller</source>
        <translation>chiamante</translation>
    </message>
    <message>
        <source>You played the called card: alone against four</source>
        <translation>Hai giocato la carta chiamata: senza compagno, contro quattro</translation>
    </message>
    <message>
        <source>{name} played the called card: alone against four</source>
        <translation>{name} ha giocato la carta chiamata: senza compagno, contro quattro</translation>
    </message>
    <message>
        <source>{name} is your partner</source>
        <translation>{name} fa coppia con te</translation>
    </message>
    <message>
        <source>You are the partner of {caller}</source>
        <translation>Fai coppia con {caller}</translation>
    </message>
    <message>
        <source>{name} is the partner of {caller}</source>
        <translation>{name} fa coppia con {caller}</translation>
    </message>
    <message>
        <source>{name}: exchange</source>
        <translation>{name}: scambio</translation>
    </message>
    <message>
        <source>{who} {card} for the turned trump, the {card_taken}</source>
        <translation>{who} il {card} con la carta girata, il {card_taken}</translation>
    </message>
    <message>
        <source>The matto goes to you</source>
        <translation>Il matto va a te</translation>
    </message>
    <message>
        <source>The matto was never paid for: it goes to you</source>
        <translation>Il matto non è mai stato pagato: va a te</translation>
    </message>
    <message>
        <source>The matto goes to {name}</source>
        <translation>Il matto va a {name}</translation>
    </message>
    <message>
        <source>The matto was never paid for: it goes to {name}</source>
        <translation>Il matto non è mai stato pagato: va a {name}</translation>
    </message>
    <message>
        <source>{name}: for the matto</source>
        <translation>{name}: per il matto</translation>
    </message>
    <message>
        <source>{who} {card} for the matto</source>
        <translation>{who} il {card} per il matto</translation>
    </message>
    <message>
        <source>Everyone passed: the next dealer deals again</source>
        <translation>Hanno passato tutti: il mazziere successivo distribuisce di nuovo</translation>
    </message>
    <message>
        <source>Declare the marriage in {suit}: {n} points.</source>
        <translation>Dichiara il matrimonio di {suit}: {n} punti.</translation>
    </message>
    <message>
        <source>Exchange {card} for the turned trump.</source>
        <translation>Scambia il {card} con la carta girata.</translation>
    </message>
    <message>
        <source>Give {card}: it is worth the least.</source>
        <translation>Dai il {card}: è la carta che vale meno.</translation>
    </message>
    <message>
        <source>Give {card}.</source>
        <translation>Dai il {card}.</translation>
    </message>
    <message>
        <source>Show it now ({what}): {n} points.</source>
        <translation>Accusa ora ({what}): {n} punti.</translation>
    </message>
    <message>
        <source>Lead the matto: the other card takes the trick, you keep the matto and owe a card for it.</source>
        <translation>Attacca con il matto: la presa va all’altra carta, ma il matto resta tuo e in cambio devi una carta.</translation>
    </message>
    <message>
        <source>Play the matto: it never takes the trick, but you keep it and owe a card for it from a trick you win later.</source>
        <translation>Gioca il matto: non fa mai la presa, ma resta tuo e in cambio devi una carta di una presa che vincerai più avanti.</translation>
    </message>
    <message>
        <source>{card} is winning the trick so far; it holds no points yet.</source>
        <translation>Il {card} per ora vince la presa, che non ha ancora punti.</translation>
    </message>
    <message>
        <source>{card} is winning the trick so far: {n} points in it.</source>
        <translation>Il {card} per ora vince la presa: {n} punti in gioco.</translation>
    </message>
    <message>
        <source>Taking it also scores: {bonuses}.</source>
        <translation>Fare questa presa vale anche: {bonuses}.</translation>
    </message>
    <message>
        <source>{card} takes the last trick.</source>
        <translation>Il {card} fa l’ultima presa.</translation>
    </message>
    <message>
        <source>Read this step, then press Next</source>
        <translation>Leggi questo passo, poi premi Avanti</translation>
    </message>
    <message>
        <source>{name}, your partner, is winning the trick so far: add {card}.</source>
        <translation>Per ora la presa è di {name}, della tua squadra: aggiungi il {card}.</translation>
    </message>
    <message>
        <source>{name}, your partner, is taking the trick: add {card}.</source>
        <translation>La presa è di {name}, della tua squadra: aggiungi il {card}.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick so far: add {card}.</source>
        <translation>Per ora la presa è del tuo compagno: aggiungi il {card}.</translation>
    </message>
    <message>
        <source>Your partner is taking the trick: add {card}.</source>
        <translation>La presa è del tuo compagno: aggiungi il {card}.</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Consiglio:</translation>
    </message>
    <message>
        <source>({hand}, move {action} in the file, by {seat})</source>
        <translation>({hand}, mossa {action} nel file, di {seat})</translation>
    </message>
    <message>
        <source>the game could not replay its moves</source>
        <translation>il gioco non è riuscito a rigiocarne le mosse</translation>
    </message>
    <message>
        <source>{players} players expected, each a person or a computer</source>
        <translation>servono {players} giocatori, ognuno una persona o il computer</translation>
    </message>
    <message>
        <source>something JSON does not allow</source>
        <translation>qualcosa che JSON non ammette</translation>
    </message>
    <message>
        <source>The list of players in the file does not fit this match: the seats are those of your settings.</source>
        <translation>L’elenco dei giocatori nel file non corrisponde a questa partita: i posti sono quelli delle tue impostazioni.</translation>
    </message>
    <message>
        <source>The file does not say clearly whether undo was used in this match ({written}): the statistics mark it as a match where undo was used.</source>
        <translation>Il file non dice chiaramente se in questa partita sono state annullate mosse ({written}): le statistiche la segnano come partita con mosse annullate.</translation>
    </message>
    <message>
        <source>The file does not say clearly which of its hands were played here ({written}): all its finished hands count in your statistics.</source>
        <translation>Il file non dice chiaramente quali delle sue mani sono state giocate qui ({written}): tutte le sue mani finite contano nelle tue statistiche.</translation>
    </message>
    <message>
        <source>({hand}, move {action} in the file)</source>
        <translation>({hand}, mossa {action} nel file)</translation>
    </message>
    <message>
        <source>({hand})</source>
        <translation>({hand})</translation>
    </message>
    <message>
        <source>The match is saved again.</source>
        <translation>La partita è di nuovo salvata.</translation>
    </message>
    <message>
        <source>The match cannot be saved</source>
        <translation>Non si riesce a salvare la partita</translation>
    </message>
    <message>
        <source>Statistics started anew</source>
        <translation>Statistiche ricominciate da capo</translation>
    </message>
    <message>
        <source>The match in progress could not be saved to {path}: {reason}.

You can play on: the match is kept in memory, and it is saved as soon as that works again (Biscambiggia tries after every move and every minute). The match saved before, if any, stays as it was until then; if you close the window before then, Biscambiggia offers to save the match elsewhere.</source>
        <translation>Non si è potuto salvare la partita in corso in {path}: {reason}.

Si può continuare a giocare: la partita resta in memoria e sarà salvata appena si potrà di nuovo (Biscambiggia riprova dopo ogni mossa e ogni minuto). La partita salvata prima, se c’è, resta com’era fino ad allora; se chiudi la finestra prima, Biscambiggia propone di salvare la partita altrove.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so it was set aside as {path} and new statistics were started: the matches counted in it no longer show. You can keep that file for a repair, or delete it.</source>
        <translation>Il file delle statistiche era danneggiato: è stato messo da parte come {path} e sono cominciate statistiche nuove, quindi le partite contate in quel file non compaiono più. Puoi conservarlo per ripararlo, oppure cancellarlo.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>No match on the table yet.</source>
        <translation>Nessuna partita sul tavolo.</translation>
    </message>
    <message>
        <source>New match...</source>
        <translation>Nuova partita...</translation>
    </message>
    <message>
        <source>Left and right arrows choose a card of your hand, Enter plays it</source>
        <translation>Le frecce a sinistra e a destra scelgono una carta della tua mano, Invio la cala</translation>
    </message>
    <message>
        <source>You hold the called card: you are the partner, a secret until you play it.</source>
        <translation>Hai tu la carta chiamata: fai coppia con chi ha chiamato, ma nessuno lo sa finché non la giochi.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>In attesa di {name}</translation>
    </message>
    <message>
        <source>give a card for the matto.</source>
        <translation>dai una carta per il matto.</translation>
    </message>
    <message>
        <source>make your choice below.</source>
        <translation>scegli qui sotto.</translation>
    </message>
    <message>
        <source>the bid to beat is {bid}, by {name}: make your choice below.</source>
        <translation>l’offerta da battere è il {bid}, di {name}: scegli qui sotto.</translation>
    </message>
    <message>
        <source>play one of the marked cards.</source>
        <translation>cala una delle carte segnate.</translation>
    </message>
    <message>
        <source>the arrows choose a card, Enter plays it.</source>
        <translation>le frecce scelgono una carta, Invio la gioca.</translation>
    </message>
    <message>
        <source>drag a card onto the table (or double-click it).</source>
        <translation>trascina una carta sul tavolo (o fai doppio clic).</translation>
    </message>
    <message>
        <source>Your turn, {name}: {what}</source>
        <translation>Tocca a te, {name}: {what}</translation>
    </message>
    <message>
        <source>Your turn: {what}</source>
        <translation>Tocca a te: {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <source>{name} plays</source>
        <translation>{name} gioca</translation>
    </message>
    <message>
        <source>{name} is thinking...</source>
        <translation>{name} ci pensa...</translation>
    </message>
    <message>
        <source>{card}, card {i} of {n}</source>
        <translation>{card}, carta {i} di {n}</translation>
    </message>
    <message>
        <source>It cannot be played now.</source>
        <translation>Ora non si può calare.</translation>
    </message>
    <message>
        <source>Drawn match</source>
        <translation>Partita pari</translation>
    </message>
    <message>
        <source>The match goes to {name}!</source>
        <translation>Partita vinta da {name}!</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Vinta da</translation>
    </message>
    <message>
        <source>nobody: everyone passed</source>
        <translation>nessuno: hanno passato tutti</translation>
    </message>
    <message>
        <source>nobody (void)</source>
        <translation>nessuno (nulla)</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Final standing</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <source>The same game, players and options, with a new deal</source>
        <translation>Lo stesso gioco, gli stessi giocatori e le stesse opzioni, con carte nuove</translation>
    </message>
    <message>
        <source>Hint: thinking...</source>
        <translation>Consiglio: ci penso...</translation>
    </message>
    <message>
        <source>Match result</source>
        <translation>Risultato della partita</translation>
    </message>
    <message>
        <source>You took back your last card.</source>
        <translation>Hai annullato la tua ultima carta.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Nuova partita...</translation>
    </message>
    <message>
        <source>&amp;Open game record...</source>
        <translation>&amp;Apri partita registrata...</translation>
    </message>
    <message>
        <source>&amp;Save game record as...</source>
        <translation>&amp;Salva la partita come...</translation>
    </message>
    <message>
        <source>Re&amp;view a game record...</source>
        <translation>Rivedi una &amp;partita registrata...</translation>
    </message>
    <message>
        <source>Match &amp;result...</source>
        <translation>&amp;Risultato della partita...</translation>
    </message>
    <message>
        <source>Stat&amp;istics...</source>
        <translation>S&amp;tatistiche...</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>&amp;Impostazioni...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Consiglio</translation>
    </message>
    <message>
        <source>What the strongest computer player would play, and why</source>
        <translation>Che cosa calerebbe il computer più forte, e perché</translation>
    </message>
    <message>
        <source>&amp;Undo your last card</source>
        <translation>&amp;Annulla la tua ultima carta</translation>
    </message>
    <message>
        <source>Only in matches against the computer; the statistics mark the match</source>
        <translation>Solo nelle partite contro il computer; le statistiche segnano la partita</translation>
    </message>
    <message>
        <source>&amp;About Biscambiggia...</source>
        <translation>I&amp;nformazioni su Biscambiggia...</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <source>&amp;Cards played</source>
        <translation>Carte usci&amp;te</translation>
    </message>
    <message>
        <source>&amp;Review the hands...</source>
        <translation>R&amp;ivedi le mani...</translation>
    </message>
    <message>
        <source>Each of your decisions rated by the strongest computer player, from what you knew</source>
        <translation>Ogni tua decisione valutata dal giocatore più forte del computer, da ciò che sapevi</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Velocità</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regole di questo gioco</translation>
    </message>
    <message>
        <source>Rules of the &amp;games...</source>
        <translation>Regole dei &amp;giochi...</translation>
    </message>
    <message>
        <source>Learn to &amp;play...</source>
        <translation>&amp;Impara a giocare...</translation>
    </message>
    <message>
        <source>&amp;Licences...</source>
        <translation>&amp;Licenze...</translation>
    </message>
    <message>
        <source>Genoese (French suits)</source>
        <translation>Genovesi (semi francesi)</translation>
    </message>
    <message>
        <source>Italian (Piacentine suits)</source>
        <translation>Italiane (semi piacentini)</translation>
    </message>
    <message>
        <source>Tarot</source>
        <translation>Tarocchi</translation>
    </message>
    <message>
        <source>Default match</source>
        <translation>Partita predefinita</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Use as default</source>
        <translation>Usa come predefinita</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>De&amp;faults</source>
        <translation>Pre&amp;definite</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>The rules of the chosen game</source>
        <translation>Le regole del gioco scelto</translation>
    </message>
    <message>
        <source>&amp;Learn to play...</source>
        <translation>&amp;Impara a giocare...</translation>
    </message>
    <message>
        <source>A guided hand at the table for each game, step by step</source>
        <translation>Una mano guidata al tavolo per ogni gioco, passo dopo passo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>squadra A</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>squadra B</translation>
    </message>
    <message>
        <source>Name, seat {n}</source>
        <translation>Nome, posto {n}</translation>
    </message>
    <message>
        <source>Who plays seat {n}</source>
        <translation>Chi gioca al posto {n}</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Persona a questo schermo</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Strength, seat {n}</source>
        <translation>Forza, posto {n}</translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”: give each its own name, so that the table and the statistics can tell them apart.</source>
        <translation>I posti {first} e {second} si chiamano entrambi “{name}”: dai a ognuno un nome diverso, così il tavolo e le statistiche li distinguono.</translation>
    </message>
    <message>
        <source>Several people share this screen: before each one plays, the table asks the others to look away.</source>
        <translation>Più persone usano questo schermo: prima che ognuno giochi, il tavolo chiede agli altri di guardare altrove.</translation>
    </message>
    <message>
        <source>Nobody at the screen plays: you watch the computers.</source>
        <translation>Nessuno gioca a questo schermo: guardi giocare i computer.</translation>
    </message>
    <message>
        <source>What the strongest computer player would play (H)</source>
        <translation>Che cosa calerebbe il computer più forte (H)</translation>
    </message>
    <message>
        <source>See the cards of the last trick again (L)</source>
        <translation>Rivedi le carte dell’ultima presa (L)</translation>
    </message>
    <message>
        <source>No trick has been taken yet</source>
        <translation>Non è ancora stata fatta nessuna presa</translation>
    </message>
    <message>
        <source>Take back your last card (Ctrl+Z); only against the computer</source>
        <translation>Annulla la tua ultima carta (Ctrl+Z); solo contro il computer</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Consi&amp;glio</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Annulla &amp;mossa</translation>
    </message>
    <message>
        <source>&amp;Look at the last trick</source>
        <translation>Guarda l’&amp;ultima presa</translation>
    </message>
    <message>
        <source>Match log</source>
        <translation>Cronaca della partita</translation>
    </message>
    <message>
        <source>What is happening</source>
        <translation>Che cosa succede</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>You owe a card for the matto: give one of these now, or at any later turn of yours (after the last trick at the latest)</source>
        <translation>Devi una carta per il matto: danne una di queste ora o a un tuo turno successivo (al più tardi dopo l’ultima presa)</translation>
    </message>
    <message>
        <source>You owe a card for the matto: the last trick is over, give one of these now</source>
        <translation>Devi una carta per il matto: l’ultima presa è fatta, danne una di queste ora</translation>
    </message>
    <message>
        <source>Before you play, you may show</source>
        <translation>Prima di calare puoi accusare</translation>
    </message>
    <message>
        <source>Before you lead, you may</source>
        <translation>Prima di attaccare puoi</translation>
    </message>
    <message>
        <source>Your turn to bid: bid, or pass (out of the auction)</source>
        <translation>Tocca a te: offri, o passa (esci dall’asta)</translation>
    </message>
    <message>
        <source>Your turn to bid: the first to speak must bid</source>
        <translation>Tocca a te: chi apre l’asta deve offrire</translation>
    </message>
    <message>
        <source>You won the auction: name the trump suit</source>
        <translation>Hai vinto l’asta: scegli il seme di trionfo</translation>
    </message>
    <message>
        <source>You won the auction: call the card of your partner</source>
        <translation>Hai vinto l’asta: chiama la carta del tuo compagno</translation>
    </message>
    <message>
        <source>&amp;Call</source>
        <translation>&amp;Chiama</translation>
    </message>
    <message>
        <source>Gi&amp;ve</source>
        <translation>&amp;Dai</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>La tua offerta</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Offri</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sso</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>Everyone else, please look away. The cards stay hidden until {name} is ready.</source>
        <translation>Tutti gli altri, per favore, guardino altrove. Le carte restano coperte finché non tocca a {name} e non preme il pulsante.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Sono {name}: mostra le mie carte</translation>
    </message>
    <message>
        <source>Press Enter when you have the screen</source>
        <translation>Premi Invio quando hai lo schermo davanti</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Carte uscite</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Aspetta il tuo turno</translation>
    </message>
    <message>
        <source>Saved on {when}.</source>
        <translation>Salvata: {when}.</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>A match was left unfinished.</source>
        <translation>C’è una partita lasciata a metà.</translation>
    </message>
    <message>
        <source>Resume it where you left it, or start a new match (the unfinished one is kept until the new match begins).</source>
        <translation>Riprendila da dove l’hai lasciata, o comincia una nuova partita (quella a metà resta salvata finché la nuova non comincia).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>against the computer ({level})</source>
        <translation>contro il computer ({level})</translation>
    </message>
    <message>
        <source>with other people at this screen</source>
        <translation>con altre persone a questo schermo</translation>
    </message>
    <message>
        <source>{game}, {n} players, {against}</source>
        <translation>{game}, {n} giocatori, {against}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>da {low} a {high}</translation>
    </message>
    <message>
        <source>{low} or more</source>
        <translation>{low} o più</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>La partita</translation>
    </message>
    <message>
        <source>set by the options below</source>
        <translation>la stabiliscono le opzioni qui sotto</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opzione</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Se non la cambiate</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Valori ammessi</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Il &amp;tuo nome</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>&amp;Choose...</source>
        <translation>&amp;Scegli...</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Deck for {game}</source>
        <translation>Mazzo per {game}</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;Dimensione delle carte</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Del sistema ({language})</translation>
    </message>
    <message>
        <source>Show the cards &amp;played where the points are counted (off: a challenge for your memory)</source>
        <translation>Mostra le carte &amp;uscite dove si contano i punti (senza: una sfida per la memoria)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Applica</translation>
    </message>
    <message>
        <source>C&amp;ount the points for me: as each game&apos;s rules say (not in Briscola)</source>
        <translation>&amp;Conta i punti per me: come dicono le regole di ogni gioco (non nella Briscola)</translation>
    </message>
    <message>
        <source>C&amp;ount the points for me: in every game</source>
        <translation>&amp;Conta i punti per me: in ogni gioco</translation>
    </message>
    <message>
        <source>C&amp;ount the points for me: never (only the last trick can be looked at)</source>
        <translation>&amp;Conta i punti per me: mai (si può rivedere solo l’ultima presa)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Piccola</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>The computer plays seat {seat} ({name}): the file gives it a kind of player this version does not know ({kind}).</source>
        <translation>Il posto {seat} ({name}) lo gioca il computer: nel file ha un tipo di giocatore che questa versione non conosce ({kind}).</translation>
    </message>
    <message>
        <source>{name} plays at {played}: the file gives a level this version does not know ({level}).</source>
        <translation>{name} gioca a livello {played}: nel file ha un livello che questa versione non conosce ({level}).</translation>
    </message>
    <message>
        <source>The file calls seat {seat} “{written}”, the name of the one person at the screen: here it is called “{name}”.</source>
        <translation>Il file chiama il posto {seat} “{written}”, il nome dell’unica persona allo schermo: qui si chiama “{name}”.</translation>
    </message>
    <message>
        <source>The file gives seat {seat} a name that is not text ({written}): here it is called “{name}”.</source>
        <translation>Il file dà al posto {seat} un nome che non è testo ({written}): qui si chiama “{name}”.</translation>
    </message>
    <message>
        <source>A name in the file is longer than {n} letters: it is cut to “{name}”.</source>
        <translation>Un nome nel file supera le {n} lettere: è accorciato in “{name}”.</translation>
    </message>
    <message>
        <source>Two seats in the file are both called “{written}”: here seat {seat} is called “{name}”.</source>
        <translation>Due posti nel file si chiamano entrambi “{written}”: qui il posto {seat} si chiama “{name}”.</translation>
    </message>
    <message>
        <source>The file asks for a deck this game is not played with ({deck}): the cards are those your settings choose.</source>
        <translation>Il file chiede un mazzo con cui questo gioco non si gioca ({deck}): le carte sono quelle scelte nelle tue impostazioni.</translation>
    </message>
    <message>
        <source>The fields “{first}” and “{second}” both say “{name}”: give each its own name, so that the table and the statistics can tell them apart.</source>
        <translation>I campi “{first}” e “{second}” dicono entrambi “{name}”: dai a ognuno un nome diverso, così il tavolo e le statistiche li distinguono.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>Drawn match between {names}</source>
        <translation>Partita pari tra {names}</translation>
    </message>
    <message>
        <source>Caller: {name}; card called: {card}; {points} points to make</source>
        <translation>Chiamante: {name}; carta chiamata: {card}; {points} punti da fare</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <source>tokens doubled</source>
        <translation>marche raddoppiate</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>In tutto</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marche</translation>
    </message>
    <message>
        <source>T tarocchi, G gatti, B bagatto ultimo; a suit: its famiglia; F, C, D, R (fante, cavallo, donna, re: the jack, knight, queen and king): a terno or quaterno of that figure</source>
        <translation>T tarocchi, G gatti, B bagatto ultimo; un seme: la sua famiglia; F, C, D, R: terno o quaterno di quella figura</translation>
    </message>
    <message>
        <source>Nobody bid, so the hand was not played: it gives no tokens and is not one of the match&apos;s hands.</source>
        <translation>Nessuno ha offerto, quindi la mano non si è giocata: non dà marche e non conta fra le mani della partita.</translation>
    </message>
    <message>
        <source>Each of your decisions rated by the strongest computer player, from what you knew then</source>
        <translation>Ogni tua scelta giudicata dal computer più forte, da quello che sapevi in quel momento</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Foglio dei punti</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Lezione: {title}</translation>
    </message>
    <message>
        <source>Back to your match: it waits where you left it</source>
        <translation>Torna alla tua partita: ti aspetta dove l’hai lasciata</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} di {total}</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Lezione finita</translation>
    </message>
    <message>
        <source>You can leave the lesson now.</source>
        <translation>Ora puoi lasciare la lezione.</translation>
    </message>
    <message>
        <source>You have finished this lesson. Play the hand to its end here, or leave: your match is waiting.</source>
        <translation>Hai finito questa lezione. Gioca la mano fino alla fine qui, oppure esci: la tua partita ti aspetta.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>L&amp;eave the lesson</source>
        <translation>&amp;Lascia la lezione</translation>
    </message>
    <message>
        <source>Hand &amp;summary</source>
        <translation>&amp;Riepilogo della mano</translation>
    </message>
    <message>
        <source>You have finished this lesson. Play the hand to its end here, or leave.</source>
        <translation>Hai finito questa lezione. Gioca la mano fino alla fine qui, oppure esci.</translation>
    </message>
    <message>
        <source>Clos&amp;e</source>
        <translation>C&amp;hiudi</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Avanti</translation>
    </message>
    <message>
        <source>Welcome! Each lesson deals a hand at the table and shows, step by step, the rules that matter. You can leave a lesson at any moment.</source>
        <translation>Ti diamo il benvenuto! Ogni lezione distribuisce una mano al tavolo e mostra, passo per passo, le regole che contano. Puoi lasciare una lezione in qualsiasi momento.</translation>
    </message>
    <message>
        <source>Each lesson deals a hand at the table and shows, step by step, the rules that matter.</source>
        <translation>Ogni lezione distribuisce una mano al tavolo e mostra, passo per passo, le regole che contano.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lezioni</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finita</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Inizia la lezione</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>New to these games? Learn each one at the table, step by step (also under Help).</source>
        <translation>Non conosci questi giochi? Imparali al tavolo, passo per passo (anche dal menu Aiuto).</translation>
    </message>
    <message>
        <source>Learn to &amp;play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
    <message>
        <source>&amp;No, thanks</source>
        <translation>&amp;No, grazie</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Non si è ancora giocata nessuna presa.</translation>
    </message>
    <message>
        <source>{name} took the trick</source>
        <translation>Presa – {name}</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>cups</source>
        <translation>coppe</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>denari</translation>
    </message>
    <message>
        <source>batons</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>random</source>
        <translation>a caso</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>{name} exchanges</source>
        <translation>{name} scambia</translation>
    </message>
    <message>
        <source>{name} gives</source>
        <translation>{name} dà</translation>
    </message>
    <message>
        <source>{name} declares</source>
        <translation>{name} dichiara</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name} accusa</translation>
    </message>
    <message>
        <source>{name} bids</source>
        <translation>{name} offre</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passa</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>{name} chiama</translation>
    </message>
    <message>
        <source>{name} names the trump:</source>
        <translation>{name} sceglie il trionfo:</translation>
    </message>
    <message>
        <source>You exchange</source>
        <translation>Tu scambi</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>Tu dai</translation>
    </message>
    <message>
        <source>You declare</source>
        <translation>Tu dichiari</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Tu accusi</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Tu giochi</translation>
    </message>
    <message>
        <source>You bid</source>
        <translation>Tu offri</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Tu passi</translation>
    </message>
    <message>
        <source>You call</source>
        <translation>Tu chiami</translation>
    </message>
    <message>
        <source>You name the trump:</source>
        <translation>Tu scegli il trionfo:</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <source>Tarot {n}</source>
        <translation>Tarocco {n}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>unknown level ({level})</source>
        <translation>livello sconosciuto ({level})</translation>
    </message>
    <message>
        <source>{action} (+{points})</source>
        <translation>{action} (+{points})</translation>
    </message>
    <message>
        <source>{name}: marriage in {suit}</source>
        <translation>{name}: matrimonio di {suit}</translation>
    </message>
    <message>
        <source>{who} the marriage in {suit} ({points})</source>
        <translation>{who} il matrimonio di {suit} ({points})</translation>
    </message>
    <message>
        <source>Marriage in {suit}</source>
        <translation>Matrimonio di {suit}</translation>
    </message>
    <message>
        <source>Captured marriage in {suit}</source>
        <translation>Matrimonio catturato di {suit}</translation>
    </message>
    <message>
        <source>{n} point</source>
        <translation>{n} punto</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} punti</translation>
    </message>
    <message>
        <source>The {card} is taken out of the deck: {n} cards.</source>
        <translation>Fuori dal mazzo: {card}; si gioca con {n} carte.</translation>
    </message>
    <message>
        <source>Every 2 is taken out of the deck: {n} cards.</source>
        <translation>Si tolgono dal mazzo tutti i 2: restano {n} carte.</translation>
    </message>
    <message>
        <source>{name} ({card})</source>
        <translation>{name} ({card})</translation>
    </message>
    <message>
        <source>{name} ({score})</source>
        <translation>{name} ({score})</translation>
    </message>
    <message>
        <source>It could not be set aside ({reason}), so it will be offered again at the next start.</source>
        <translation>Non è stato possibile metterla da parte ({reason}), quindi sarà proposta di nuovo al prossimo avvio.</translation>
    </message>
    <message>
        <source>The unfinished match cannot be resumed</source>
        <translation>Non si può riprendere la partita lasciata a metà</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Lasciare questa partita?</translation>
    </message>
    <message>
        <source>The match on the table is not finished. Leave it for another?</source>
        <translation>La partita sul tavolo non è finita. La lasci per un’altra?</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Lasciala</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Impostazioni non salvate</translation>
    </message>
    <message>
        <source>Your settings could not be written to {path} ({reason}), so they will not be kept for the next start.</source>
        <translation>Non si sono potute scrivere le tue impostazioni in {path} ({reason}), quindi non saranno conservate per il prossimo avvio.</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>il disco potrebbe essere pieno</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Apri una partita registrata</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Hard&apos;s search with four times its sampled deals: slower, steadier figures</source>
        <translation>La ricerca del livello Difficile con quattro volte le distribuzioni provate: più lenta, cifre più stabili</translation>
    </message>
    <message>
        <source>A second opinion that sees every hidden card, for the curious: each move solved exactly in the real deal, where it can be (the tricks of the last twenty cards), in card points. The first opinion never uses it.</source>
        <translation>Un secondo parere che vede tutte le carte coperte, per i curiosi: ogni mossa risolta esattamente nella smazzata vera, dove si può (le prese delle ultime venti carte), in punti delle carte. Il primo parere non lo usa mai.</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Presa</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Presa ▶▶</translation>
    </message>
    <message>
        <source>The trick before</source>
        <translation>La presa precedente</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Una mossa indietro</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Una mossa avanti</translation>
    </message>
    <message>
        <source>The next trick</source>
        <translation>La presa seguente</translation>
    </message>
    <message>
        <source>Reviewing: Hard&apos;s search weighs each decision from what the seat knew then...</source>
        <translation>Revisione in corso: la ricerca del livello Difficile pesa ogni decisione da ciò che quel posto sapeva allora...</translation>
    </message>
    <message>
        <source>Expected points lost: {loss}, give or take {error} (the standard error of the deals sampled); a loss within two standard errors of nothing is not charged: under {low} points it is rated good, from {low} up unclear.</source>
        <translation>Punti persi attesi: {loss}, più o meno {error} (l’errore standard delle distribuzioni provate); una perdita entro due errori standard dallo zero non si addebita: sotto i {low} punti la mossa è giudicata giusta, da {low} in su incerta.</translation>
    </message>
    <message>
        <source>{good} of them on moves rated good (under {low} points) or unclear (losses the sampled deals cannot tell from nothing).</source>
        <translation>{good} di questi su mosse giudicate giuste (meno di {low} punti) o incerte (perdite che le distribuzioni provate non distinguono da zero).</translation>
    </message>
    <message>
        <source>The review stopped: {reason}. Your match is untouched; choose another seat or other hands and press Review again.</source>
        <translation>La revisione si è fermata: {reason}. La tua partita è intatta; scegli un altro posto o altre mani e premi Rivedi di nuovo.</translation>
    </message>
    <message>
        <source>The review stopped: the computer ran out of memory weighing these decisions. Your match is untouched; review one hand at a time, without Deeper.</source>
        <translation>La revisione si è fermata: al computer è mancata la memoria per pesare queste decisioni. La tua partita è intatta; rivedi una mano alla volta, senza “Più a fondo”.</translation>
    </message>
    <message>
        <source>The review stopped: something went wrong while the computer weighed these decisions. Your match is untouched; press Review to try again, or choose another hand.</source>
        <translation>La revisione si è fermata: qualcosa è andato storto mentre il computer pesava queste decisioni. La tua partita è intatta; premi Rivedi per riprovare, o scegli un’altra mano.</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Posto:</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>&amp;Deeper ({n}x the sampled deals)</source>
        <translation>Più a &amp;fondo ({n}x le distribuzioni provate)</translation>
    </message>
    <message>
        <source>Also with all cards &amp;known</source>
        <translation>Anche a carte &amp;scoperte</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Rivedi</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Punti persi</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <source>All cards known: best</source>
        <translation>A carte scoperte: migliore</translation>
    </message>
    <message>
        <source>Decisions: {n} ({parts}). Expected points lost in all: {lost}.</source>
        <translation>Decisioni: {n} ({parts}). Punti attesi persi in tutto: {lost}.</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>non valutata</translation>
    </message>
    <message>
        <source>The decisions not rated are those of a hand everyone passed: its cards were never played, and a rating, a better bid or the points lost would tell how strong a hand was that this screen never showed.</source>
        <translation>Le decisioni non valutate sono quelle di una mano in cui hanno passato tutti: le sue carte non sono mai state giocate, e una valutazione, un’offerta migliore o i punti persi direbbero quanto era forte una mano che questo schermo non ha mai mostrato.</translation>
    </message>
    <message>
        <source>{move}: the move the table showed to all. Not rated: this hand was never shown at this screen.</source>
        <translation>{move}: la mossa che il tavolo ha mostrato a tutti. Non valutata: questa mano non è mai stata mostrata su questo schermo.</translation>
    </message>
    <message>
        <source>Played: {played} Best: {best}</source>
        <translation>Giocata: {played} Migliore: {best}</translation>
    </message>
    <message>
        <source>The search weighed only this move here.</source>
        <translation>Qui la ricerca ha valutato solo questa mossa.</translation>
    </message>
    <message>
        <source>made on {made} of {n} deals</source>
        <translation>riesce in {made} distribuzioni su {n}</translation>
    </message>
    <message>
        <source>{move} {worth} (played, the best)</source>
        <translation>{move} {worth} (giocata, la migliore)</translation>
    </message>
    <message>
        <source>{move} {worth} (played)</source>
        <translation>{move} {worth} (giocata)</translation>
    </message>
    <message>
        <source>{move} {worth} (best)</source>
        <translation>{move} {worth} (la migliore)</translation>
    </message>
    <message>
        <source>Each move&apos;s worth, from how often the contract is made on {n} deals fitting what the seat knew (a contract made on every deal is worth {bonus}, on none -{bonus}): {moves}.</source>
        <translation>Quanto vale ogni mossa, secondo quante volte il contratto riesce su {n} distribuzioni compatibili con ciò che il posto sapeva (un contratto che riesce su tutte vale {bonus}, su nessuna -{bonus}): {moves}.</translation>
    </message>
    <message>
        <source>, with {bonus} more if it wins</source>
        <translation>, con {bonus} in più se vince</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player&apos;s side ends ahead of the other side once every card is played (a minus sign: behind){won}, solved exactly (every card is known): {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca (con il compagno, se ne ha uno) finisce davanti alla parte avversaria quando tutte le carte sono giocate (col segno meno: dietro){won}, con il calcolo esatto (ogni carta è nota): {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player&apos;s side should end ahead of the other side once every card is played (a minus sign: behind){won}, averaged over {n} deals fitting what the player knew: {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca (con il compagno, se ne ha uno) dovrebbe finire davanti alla parte avversaria quando tutte le carte sono giocate (col segno meno: dietro){won}, in media su {n} distribuzioni compatibili con ciò che sapeva: {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player&apos;s side ends ahead of the best other side once every card is played (a minus sign: behind){won}, solved exactly (every card is known): {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca (con il compagno, se ne ha uno) finisce davanti al migliore degli avversari quando tutte le carte sono giocate (col segno meno: dietro){won}, con il calcolo esatto (ogni carta è nota): {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player&apos;s side should end ahead of the best other side once every card is played (a minus sign: behind){won}, averaged over {n} deals fitting what the player knew: {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca (con il compagno, se ne ha uno) dovrebbe finire davanti al migliore degli avversari quando tutte le carte sono giocate (col segno meno: dietro){won}, in media su {n} distribuzioni compatibili con ciò che sapeva: {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player ends ahead of the opponent once every card is played (a minus sign: behind){won}, solved exactly (every card is known): {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca finisce davanti all’avversario quando tutte le carte sono giocate (col segno meno: dietro){won}, con il calcolo esatto (ogni carta è nota): {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player should end ahead of the opponent once every card is played (a minus sign: behind){won}, averaged over {n} deals fitting what the player knew: {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca dovrebbe finire davanti all’avversario quando tutte le carte sono giocate (col segno meno: dietro){won}, in media su {n} distribuzioni compatibili con ciò che sapeva: {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player ends ahead of the best of the other players once every card is played (a minus sign: behind){won}, solved exactly (every card is known): {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca finisce davanti al migliore degli avversari quando tutte le carte sono giocate (col segno meno: dietro){won}, con il calcolo esatto (ogni carta è nota): {moves}.</translation>
    </message>
    <message>
        <source>Each move&apos;s worth: by how many points the player should end ahead of the best of the other players once every card is played (a minus sign: behind){won}, averaged over {n} deals fitting what the player knew: {moves}.</source>
        <translation>Quanto vale ogni mossa: di quanti punti chi gioca dovrebbe finire davanti al migliore degli avversari quando tutte le carte sono giocate (col segno meno: dietro){won}, in media su {n} distribuzioni compatibili con ciò che sapeva: {moves}.</translation>
    </message>
    <message>
        <source>A pass counts as a contract made on {made} of {n} deals: the deals are played out by a quick rule at every seat, and they make a contract more often than the table does.</source>
        <translation>Passare vale quanto un contratto che riesce in {made} distribuzioni su {n}: le distribuzioni si giocano con una regola rapida a ogni posto, e un contratto vi riesce più spesso che al tavolo.</translation>
    </message>
    <message>
        <source>The move played and the best were weighed again on {n} other deals, since the deals that pick the best overrate it: their worths and the points lost are from those.</source>
        <translation>La mossa giocata e la migliore sono state valutate di nuovo su altre {n} distribuzioni, perché le distribuzioni che scelgono la migliore la sopravvalutano: i loro valori e i punti persi vengono da queste.</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Presa {n}</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Rivedi una partita registrata</translation>
    </message>
    <message>
        <source>Game records</source>
        <translation>Partite registrate</translation>
    </message>
    <message>
        <source>Nothing to review yet</source>
        <translation>Ancora niente da rivedere</translation>
    </message>
    <message>
        <source>This record is the match on the table, and none of its hands is over: the review covers the hands played to the end, never the one in progress.</source>
        <translation>Questa registrazione è la partita in corso sul tavolo, e nessuna delle sue mani è finita: la revisione riguarda le mani giocate fino in fondo, mai quella in corso.</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Cerca in:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nome del file:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>File di tipo:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>The file cannot be opened</source>
        <translation>Non si riesce ad aprire il file</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>Aperto {name}</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>The game record cannot be saved</source>
        <translation>Non si riesce a salvare la partita</translation>
    </message>
    <message>
        <source>It has been set aside, not deleted: {path}</source>
        <translation>È stata messa da parte, non cancellata: {path}</translation>
    </message>
    <message>
        <source>The match on the table could not be saved to {path} ({reason}): the moves played since it was last saved will be lost.</source>
        <translation>Non si è potuto salvare la partita sul tavolo in {path} ({reason}): le mosse giocate dall’ultimo salvataggio andranno perse.</translation>
    </message>
    <message>
        <source>The statistics of the hands just finished could not be written either ({reason}): they will be lost too.</source>
        <translation>Nemmeno le statistiche delle mani appena finite si sono potute scrivere ({reason}): andranno perse anche loro.</translation>
    </message>
    <message>
        <source>The statistics of the hands just finished could not be written ({reason}): they will be lost if you close now.</source>
        <translation>Le statistiche delle mani appena finite non si sono potute scrivere ({reason}): andranno perse se chiudi ora.</translation>
    </message>
    <message>
        <source>You can save the match elsewhere (another disk, a USB stick) and play it on later with Game &gt; Open game record; its hands are then counted in the statistics too.</source>
        <translation>Puoi salvare la partita altrove (un altro disco, una chiavetta USB) e continuarla più tardi con Partita &gt; Apri partita registrata; allora anche le sue mani entrano nelle statistiche.</translation>
    </message>
    <message>
        <source>Close without saving?</source>
        <translation>Chiudere senza salvare?</translation>
    </message>
    <message>
        <source>Leave the match without saving?</source>
        <translation>Lasciare la partita senza salvarla?</translation>
    </message>
    <message>
        <source>&amp;Save elsewhere...</source>
        <translation>&amp;Salva altrove...</translation>
    </message>
    <message>
        <source>&amp;Close anyway</source>
        <translation>&amp;Chiudi comunque</translation>
    </message>
    <message>
        <source>&amp;Leave it anyway</source>
        <translation>&amp;Lasciala comunque</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>The match cannot be saved there</source>
        <translation>Non si riesce a salvare la partita lì</translation>
    </message>
    <message>
        <source>Saved to {name}</source>
        <translation>Salvata in {name}</translation>
    </message>
    <message>
        <source>tarots</source>
        <translation>tarocchi</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>il posto {n}</translation>
    </message>
    <message>
        <source>Biscambiggia is already open</source>
        <translation>Biscambiggia è già aperto</translation>
    </message>
    <message>
        <source>Another Biscambiggia window, on the computer {host}, is using the data folder {folder}, but it does not answer.</source>
        <translation>Un’altra finestra di Biscambiggia, sul computer {host}, sta usando la cartella dei dati {folder}, ma non risponde.</translation>
    </message>
    <message>
        <source>Close Biscambiggia on that computer, then start it here again.</source>
        <translation>Chiudi Biscambiggia su quel computer, poi avvialo di nuovo qui.</translation>
    </message>
    <message>
        <source>Another Biscambiggia window (process {pid}) is using the data folder {folder}, but it does not answer: it may be stuck.</source>
        <translation>Un’altra finestra di Biscambiggia (processo {pid}) sta usando la cartella dei dati {folder}, ma non risponde: potrebbe essere bloccata.</translation>
    </message>
    <message>
        <source>Close that window; if it does not close, end process {pid} with your system&apos;s task manager. Then start Biscambiggia again.</source>
        <translation>Chiudi quella finestra; se non si chiude, termina il processo {pid} con il gestore delle attività del sistema. Poi avvia di nuovo Biscambiggia.</translation>
    </message>
    <message>
        <source>Another Biscambiggia window is using the data folder {folder}, but it does not answer: it may be stuck.</source>
        <translation>Un’altra finestra di Biscambiggia sta usando la cartella dei dati {folder}, ma non risponde: potrebbe essere bloccata.</translation>
    </message>
    <message>
        <source>Close that window (or end it with your system&apos;s task manager), then start Biscambiggia again.</source>
        <translation>Chiudi quella finestra (o terminala con il gestore delle attività del sistema), poi avvia di nuovo Biscambiggia.</translation>
    </message>
    <message>
        <source>Only one window at a time may save matches and statistics there.</source>
        <translation>Solo una finestra alla volta può salvarvi partite e statistiche.</translation>
    </message>
    <message>
        <source>Or open this window read-only: you can play, but nothing is saved and no statistics are counted.</source>
        <translation>Oppure apri questa finestra in sola lettura: puoi giocare, ma non si salva niente e le statistiche non contano.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>sola lettura</translation>
    </message>
    <message>
        <source>files cannot be locked there: it may be a network folder whose server does not lock files</source>
        <translation>lì non si possono bloccare i file: può essere una cartella di rete il cui server non blocca i file</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è in sola lettura</translation>
    </message>
    <message>
        <source>you do not have permission to read it</source>
        <translation>non hai il permesso di leggerlo</translation>
    </message>
    <message>
        <source>you do not have permission to write there</source>
        <translation>non hai il permesso di scriverci</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>è un file, non una cartella</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} è un file, non una cartella</translation>
    </message>
    <message>
        <source>a file stands where a folder belongs</source>
        <translation>c’è un file al posto di una cartella</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>c’è una cartella con quel nome</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>its links lead round in a circle</source>
        <translation>i suoi collegamenti girano in tondo</translation>
    </message>
    <message>
        <source>the disk reports an error</source>
        <translation>il disco segnala un errore</translation>
    </message>
    <message>
        <source>the system refused it</source>
        <translation>il sistema ha rifiutato</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>non esiste</translation>
    </message>
    <message>
        <source>its folder no longer exists</source>
        <translation>la sua cartella non esiste più</translation>
    </message>
    <message>
        <source>it no longer exists</source>
        <translation>non esiste più</translation>
    </message>
    <message>
        <source>the folder {path} no longer exists</source>
        <translation>la cartella {path} non esiste più</translation>
    </message>
    <message>
        <source>Biscambiggia could not lock the data folder {folder} ({reason}), so it cannot make sure that no other Biscambiggia window uses it.</source>
        <translation>Biscambiggia non è riuscito a bloccare la cartella dei dati {folder} ({reason}), quindi non può assicurarsi che nessun’altra finestra di Biscambiggia la usi.</translation>
    </message>
    <message>
        <source>Open only one Biscambiggia window at a time with this folder, on this computer and on any other that uses the same folder: two windows would save over each other’s match.</source>
        <translation>Apri una sola finestra di Biscambiggia alla volta con questa cartella, su questo computer e su ogni altro che usa la stessa cartella: due finestre salverebbero ciascuna sopra la partita dell’altra.</translation>
    </message>
    <message>
        <source>Open only one window until you have freed some space, then start Biscambiggia again.</source>
        <translation>Apri una finestra sola finché non hai liberato spazio, poi avvia di nuovo Biscambiggia.</translation>
    </message>
    <message>
        <source>Open only one window until you have made the folder writable for you, then start Biscambiggia again.</source>
        <translation>Apri una finestra sola finché non hai reso la cartella scrivibile per te, poi avvia di nuovo Biscambiggia.</translation>
    </message>
    <message>
        <source>Open only one window until the disk can be written to again, then start Biscambiggia again.</source>
        <translation>Apri una finestra sola finché sul disco non si può di nuovo scrivere, poi avvia di nuovo Biscambiggia.</translation>
    </message>
    <message>
        <source>Open only one window until the folder is fixed, then start Biscambiggia again.</source>
        <translation>Apri una finestra sola finché la cartella non è sistemata, poi avvia di nuovo Biscambiggia.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>non è un file normale</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>è troppo grande</translation>
    </message>
    <message>
        <source>it holds data this program cannot read safely</source>
        <translation>contiene dati che questo programma non può leggere in sicurezza</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>non si può leggere</translation>
    </message>
    <message>
        <source>The settings file {path} could not be used ({reason}), so it was set aside as {name}.</source>
        <translation>Il file delle impostazioni {path} non si poteva usare ({reason}), quindi è stato messo da parte come {name}.</translation>
    </message>
    <message>
        <source>The settings file {path} could not be used ({reason}) and could not be moved: remove or replace it.</source>
        <translation>Il file delle impostazioni {path} non si poteva usare ({reason}) e non è stato possibile spostarlo: toglilo o sostituiscilo.</translation>
    </message>
    <message>
        <source>Biscambiggia starts with its default settings; choose yours again in Settings.</source>
        <translation>Biscambiggia parte con le impostazioni predefinite; scegli di nuovo le tue in Impostazioni.</translation>
    </message>
    <message>
        <source>Settings will not be kept</source>
        <translation>Le impostazioni non saranno conservate</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be written ({reason}), so the settings you change will not be kept for the next start.</source>
        <translation>Non si può scrivere il file delle impostazioni {path} ({reason}), quindi le impostazioni che cambi non saranno conservate per il prossimo avvio.</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>è in sola lettura</translation>
    </message>
    <message>
        <source>{language} is not available</source>
        <translation>{language} non è disponibile</translation>
    </message>
    <message>
        <source>The translation into {language} is missing from this installation ({path}), so Biscambiggia speaks English. Installing Biscambiggia again brings it back.</source>
        <translation>In questa installazione manca la traduzione in {language} ({path}), quindi Biscambiggia parla inglese. Installando di nuovo Biscambiggia la si riavrà.</translation>
    </message>
    <message>
        <source>Nothing can be saved</source>
        <translation>Non si può salvare niente</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be written to ({reason}), so matches and statistics will not be saved. You can play on: the match is kept in memory until you close the window.</source>
        <translation>Nella cartella dei dati {folder} non si può scrivere ({reason}), quindi partite e statistiche non saranno salvate. Puoi continuare a giocare: la partita resta in memoria finché non chiudi la finestra.</translation>
    </message>
    <message>
        <source>Only one window, please</source>
        <translation>Una finestra sola, per favore</translation>
    </message>
    <message>
        <source>Settings not used</source>
        <translation>Impostazioni non usate</translation>
    </message>
    <message>
        <source>Biscambiggia {version}</source>
        <translation>Biscambiggia {version}</translation>
    </message>
    <message>
        <source>The traditional card games of Liguria and Italy, at the table: alone against the computer, or with friends at one screen.</source>
        <translation>I giochi di carte tradizionali della Liguria e d’Italia, al tavolo: contro il computer, o con gli amici davanti a uno stesso schermo.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later: Help &gt; Licences has the texts.</source>
        <translation>Software libero sotto la GNU General Public License, versione 3 o successiva: i testi sono in Aiuto &gt; Licenze.</translation>
    </message>
    <message>
        <source>Python {version}</source>
        <translation>Python {version}</translation>
    </message>
    <message>
        <source>Qt {version}</source>
        <translation>Qt {version}</translation>
    </message>
    <message>
        <source>The strongest computer player&apos;s compiled search: in use</source>
        <translation>La ricerca compilata del computer più forte: in uso</translation>
    </message>
    <message>
        <source>The strongest computer player&apos;s compiled search: not built (the slower search plays instead)</source>
        <translation>La ricerca compilata del computer più forte: non compilata (gioca la ricerca più lenta)</translation>
    </message>
    <message>
        <source>About Biscambiggia</source>
        <translation>Informazioni su Biscambiggia</translation>
    </message>
    <message>
        <source>The match is kept in {path}</source>
        <translation>La partita è conservata in {path}</translation>
    </message>
    <message>
        <source>A match was kept elsewhere</source>
        <translation>Una partita è stata conservata altrove</translation>
    </message>
    <message>
        <source>When the system closed Biscambiggia (a logout, a shutdown), the match on the table could not be saved in the data folder, so it was kept in:

{paths}

Game &gt; Open game record plays it on where it stopped, and counts its hands in the statistics.</source>
        <translation>Quando il sistema ha chiuso Biscambiggia (all’uscita dalla sessione, allo spegnimento), non è stato possibile salvare la partita sul tavolo nella cartella dei dati, perciò è stata conservata in:

{paths}

Con Partita &gt; Apri partita registrata la si continua da dove si era fermata, e anche le sue mani entrano nelle statistiche.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Biscambiggia: unexpected error</source>
        <translation>Biscambiggia: errore imprevisto</translation>
    </message>
    <message>
        <source>Biscambiggia stopped unexpectedly the last time it ran.</source>
        <translation>L’ultima sessione di Biscambiggia si è interrotta all’improvviso.</translation>
    </message>
    <message>
        <source>Something went wrong inside Biscambiggia.</source>
        <translation>Qualcosa è andato storto dentro Biscambiggia.</translation>
    </message>
    <message>
        <source>It closed with no warning, because of a fault inside the program or a library it uses. If a match was in progress, it was saved after its last move and is offered again now. To help fix the problem, copy the report below and send it to the authors.</source>
        <translation>Si è interrotta senza avviso, per un guasto dentro il programma o in una libreria che usa. Se c’era una partita in corso, è stata salvata dopo l’ultima mossa e viene offerta di nuovo ora. Per aiutare a correggere il problema, copia il rapporto qui sotto e mandalo agli autori.</translation>
    </message>
    <message>
        <source>If a match was in progress, it is not lost: it was saved after the last move and will be offered again the next time you start Biscambiggia. To help fix the problem, copy the report below and send it to the authors.</source>
        <translation>Se c’era una partita in corso non è persa: è stata salvata dopo l’ultima mossa e ti sarà riproposta al prossimo avvio di Biscambiggia. Per aiutare a correggere il problema, copia il rapporto qui sotto e mandalo agli autori.</translation>
    </message>
    <message>
        <source>If a match is in progress, its last moves could not be saved (as said before), so they may be lost when Biscambiggia closes. To help fix the problem, copy the report below and send it to the authors.</source>
        <translation>Se c’è una partita in corso, le sue ultime mosse non si sono potute salvare (come detto prima), quindi possono andare perse alla chiusura di Biscambiggia. Per aiutare a correggere il problema, copia il rapporto qui sotto e mandalo agli autori.</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>Rapporto dell’errore</translation>
    </message>
    <message>
        <source>The report is also saved in this file:</source>
        <translation>Il rapporto è salvato anche in questo file:</translation>
    </message>
    <message>
        <source>The report could not be saved to a file; please copy it.</source>
        <translation>Non si è potuto salvare il rapporto in un file: per favore copialo.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copia il rapporto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
</context>
<context>
    <name>LicencesWindow</name>
    <message>
        <source>Licences</source>
        <translation>Licenze</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Testo della licenza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Hard runs without its compiled search core in this installation: in every game it weighs fewer possible deals before each card, so it plays weaker. Install a C compiler and the Python headers, then reinstall the game.</source>
        <translation>In questa installazione il livello Difficile gioca senza il suo motore di ricerca compilato: in ogni gioco, prima di ogni carta, valuta meno distribuzioni possibili e quindi gioca peggio. Installa un compilatore C e gli header di Python, poi reinstalla il gioco.</translation>
    </message>
    <message>
        <source>Libraries in this build</source>
        <translation>Librerie incluse</translation>
    </message>
    <message>
        <source>This licence text is missing from the installation (%1).</source>
        <translation>Il testo di questa licenza manca dall’installazione (%1).</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Gioca&amp;tori</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazzo</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the games</source>
        <translation>Regole dei giochi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The rules of this game are missing from the installation (%1).</source>
        <translation>Le regole di questo gioco mancano dall’installazione (%1).</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <source>The file {name} was not found.</source>
        <translation>Il file {name} non si trova.</translation>
    </message>
    <message>
        <source>The file {name} cannot be read: {reason}.</source>
        <translation>Il file {name} non si può leggere: {reason}.</translation>
    </message>
    <message>
        <source>{name} is not a regular file (it is a folder, a pipe or a device): only files can be opened.</source>
        <translation>{name} non è un file normale (è una cartella, una pipe o un dispositivo): si possono aprire soltanto file.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is written in UTF-16, but byte {position} is not UTF-16 text.</source>
        <translation>Il file {name} è danneggiato: è scritto in UTF-16, ma il byte {position} non è testo UTF-16.</translation>
    </message>
    <message>
        <source>The file {name} is not a game record: its data nest more than {limit} levels deep.</source>
        <translation>Il file {name} non è una partita registrata: i suoi dati sono annidati per più di {limit} livelli.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it holds text that is not valid Unicode.</source>
        <translation>Il file {name} è danneggiato: contiene testo che non è Unicode valido.</translation>
    </message>
    <message>
        <source>The file {name} is empty: it holds no match. It was probably cut off while it was being written.</source>
        <translation>Il file {name} è vuoto: non contiene nessuna partita. Probabilmente è stato interrotto mentre veniva scritto.</translation>
    </message>
    <message>
        <source>The file {name} is incomplete: it stops in the middle of the match, probably because the program or the computer stopped while it was being written.</source>
        <translation>Il file {name} è incompleto: si interrompe a metà della partita, probabilmente perché il programma o il computer si è fermato mentre veniva scritto.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is not valid JSON ({reason}, line {line}, column {column}).</source>
        <translation>Il file {name} è danneggiato: non è JSON valido ({reason}, riga {line}, colonna {column}).</translation>
    </message>
    <message>
        <source>The file {name} is damaged or is not a text file: byte {position} is not text.</source>
        <translation>Il file {name} è danneggiato o non è un file di testo: il byte {position} non è testo.</translation>
    </message>
    <message>
        <source>The file {name} cannot be opened: it holds a value that is not a usable number (such as NaN, Infinity or 1e999). If the file was edited, put a plain number there and open it again.</source>
        <translation>Il file {name} non si può aprire: contiene un valore che non è un numero utilizzabile (come NaN, Infinity o 1e999). Se il file è stato modificato, mettici un numero semplice e aprilo di nuovo.</translation>
    </message>
    <message>
        <source>The file {name} cannot be opened: at line {line}, column {column} it holds a number of {length} characters ({start}…), far longer than any number in a match. The rest of the file may be intact: if it was edited, put back a short number there (or remove it) and open it again.</source>
        <translation>Il file {name} non si può aprire: alla riga {line}, colonna {column} contiene un numero di {length} caratteri ({start}…), molto più lungo di qualsiasi numero di una partita. Il resto del file può essere intatto: se è stato modificato, rimetti lì un numero corto (o toglilo) e aprilo di nuovo.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is a Biscambiggia save, but the match is missing from it.</source>
        <translation>Il file {name} è danneggiato: è un salvataggio di Biscambiggia, ma la partita non c’è.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its list of players does not fit the match ({reason}).</source>
        <translation>Il file {name} è danneggiato: il suo elenco di giocatori non corrisponde alla partita ({reason}).</translation>
    </message>
    <message>
        <source>The file {name} is not a Biscambiggia saved match or game record: it is a JSON file of another kind.</source>
        <translation>Il file {name} non è una partita salvata o registrata di Biscambiggia: è un file JSON di altro tipo.</translation>
    </message>
    <message>
        <source>The file {name} is too large ({size} MB) to be a Biscambiggia saved match or game record.</source>
        <translation>Il file {name} è troppo grande ({size} MB) per essere una partita salvata o registrata di Biscambiggia.</translation>
    </message>
    <message>
        <source>The file {name} is a saved match in format {found}, which this version of Biscambiggia cannot read (it reads format {expected}). It may come from a newer version.</source>
        <translation>Il file {name} è una partita salvata nel formato {found}, che questa versione di Biscambiggia non sa leggere (legge il formato {expected}). Forse viene da una versione più recente.</translation>
    </message>
    <message>
        <source>The file {name} is a game record in format {found}; this version of Biscambiggia reads format {expected} only.</source>
        <translation>Il file {name} è una partita registrata nel formato {found}; questa versione di Biscambiggia legge soltanto il formato {expected}.</translation>
    </message>
    <message>
        <source>The file {name} gives its format as {found}, which is not a whole number: it should say {key}: {expected}, without quotes. If the file was edited, write it that way and open it again.</source>
        <translation>Il file {name} indica il formato come {found}, che non è un numero intero: dovrebbe dire {key}: {expected}, senza virgolette. Se il file è stato modificato, scrivilo così e aprilo di nuovo.</translation>
    </message>
    <message>
        <source>The file {name} looks like a game record but does not say its format; this version of Biscambiggia reads format {expected}.</source>
        <translation>Il file {name} sembra una partita registrata ma non dice il suo formato; questa versione di Biscambiggia legge il formato {expected}.</translation>
    </message>
    <message>
        <source>The file {name} is a match of a game this version of Biscambiggia does not have (“{variant}”). It may come from a newer version.</source>
        <translation>Il file {name} è una partita di un gioco che questa versione di Biscambiggia non ha (“{variant}”). Forse viene da una versione più recente.</translation>
    </message>
    <message>
        <source>The match in {name} does not follow the rules, so it cannot be opened: {reason}.</source>
        <translation>La partita in {name} non rispetta le regole, quindi non si può aprire: {reason}.</translation>
    </message>
    <message>
        <source>The match could not be saved to {name}: {reason}. The previous file, if there was one, is unchanged.</source>
        <translation>Non si è potuto salvare la partita in {name}: {reason}. Il file precedente, se c’era, è rimasto com’era.</translation>
    </message>
    <message>
        <source>The match could not be saved to {name}: it is not a regular file (a pipe, a device or a socket), and it is left as it was.</source>
        <translation>Non si è potuto salvare la partita in {name}: non è un file normale (è una pipe, un dispositivo o un socket), e resta com’era.</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>manca un valore</translation>
    </message>
    <message>
        <source>a name in double quotes was expected</source>
        <translation>ci voleva un nome tra virgolette doppie</translation>
    </message>
    <message>
        <source>a colon (:) is missing</source>
        <translation>mancano i due punti (:)</translation>
    </message>
    <message>
        <source>a comma is missing</source>
        <translation>manca una virgola</translation>
    </message>
    <message>
        <source>something follows the end of the data</source>
        <translation>c’è dell’altro dopo la fine dei dati</translation>
    </message>
    <message>
        <source>a tab or a line break inside quotes</source>
        <translation>una tabulazione o un a capo tra virgolette</translation>
    </message>
    <message>
        <source>a backslash (\) that JSON does not allow there</source>
        <translation>una barra rovesciata (\) che il JSON lì non ammette</translation>
    </message>
    <message>
        <source>a comma just before a closing bracket</source>
        <translation>una virgola subito prima di una parentesi di chiusura</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>With undo</source>
        <translation>Con mosse annullate</translation>
    </message>
    <message>
        <source>Whose results: each person who played at this screen with other people has their own rows</source>
        <translation>Di chi sono i risultati: chi ha giocato a questo schermo insieme ad altre persone ha le sue righe</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Partite giocate fino in fondo</translation>
    </message>
    <message>
        <source>Matches you won, alone or with your team</source>
        <translation>Partite vinte da te, per conto tuo o con la tua squadra</translation>
    </message>
    <message>
        <source>Matches in which you took back a card</source>
        <translation>Partite in cui hai annullato una carta</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Azzera le statistiche…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>%1 (teams of %2)</source>
        <translation>%1 (squadre da %2)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Misti</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Persone</translation>
    </message>
    <message>
        <source>another program is using them right now; close this window and open it again in a moment</source>
        <translation>un altro programma le sta usando in questo momento; chiudi questa finestra e riaprila tra poco</translation>
    </message>
    <message>
        <source>they were written by a newer version of Biscambiggia, so this version leaves them untouched; use the newer version to see them</source>
        <translation>sono state scritte da una versione più recente di Biscambiggia, quindi questa versione non le tocca; usa la versione più recente per vederle</translation>
    </message>
    <message>
        <source>%1 is a folder where the statistics file belongs; move it elsewhere, then open this window again</source>
        <translation>%1 è una cartella al posto del file delle statistiche; spostala altrove, poi riapri questa finestra</translation>
    </message>
    <message>
        <source>the file %1 cannot be opened; check that the disk is not full or read-only</source>
        <translation>il file %1 non si può aprire; controlla che il disco non sia pieno o in sola lettura</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Drawn matches, where you shared the top place</source>
        <translation>Partite pari, in cui eri in testa a pari merito</translation>
    </message>
    <message>
        <source>The statistics cannot be read: %1</source>
        <translation>Non si riescono a leggere le statistiche: %1</translation>
    </message>
    <message>
        <source>No finished hands yet. Play a match against the computer and your results will appear here.</source>
        <translation>Ancora nessuna mano finita. Gioca una partita contro il computer e i tuoi risultati compariranno qui.</translation>
    </message>
    <message>
        <source>“With undo” counts the matches in which you took back a card; they are included in the other columns too.</source>
        <translation>“Con mosse annullate” conta le partite in cui hai annullato una carta; sono comprese anche nelle altre colonne.</translation>
    </message>
    <message>
        <source>A match of several people at one screen counts once for each of them, on their own row.</source>
        <translation>Una partita di più persone allo stesso schermo conta una volta per ciascuno, nella sua riga.</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Statistiche: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget every match and hand recorded so far? This cannot be undone.</source>
        <translation>Dimenticare tutte le partite e le mani registrate finora? Non si può tornare indietro.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Tienile</translation>
    </message>
    <message>
        <source>Another program is using the statistics file %1 right now, so nothing was reset. Close any other program that has it open (or wait a moment) and try again.</source>
        <translation>Un altro programma sta usando il file delle statistiche %1 in questo momento, quindi non è stato azzerato niente. Chiudi l’altro programma che lo tiene aperto (o aspetta un momento) e riprova.</translation>
    </message>
    <message>
        <source>The statistics file %1 cannot be changed, so nothing was reset. Check that the disk is not full or read-only, then try again.</source>
        <translation>Il file delle statistiche %1 non si può modificare, quindi non è stato azzerato niente. Controlla che il disco non sia pieno o in sola lettura, poi riprova.</translation>
    </message>
    <message>
        <source>Statistics not reset</source>
        <translation>Statistiche non azzerate</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>no deck of {size} cards</source>
        <translation>nessun mazzo da {size} carte</translation>
    </message>
    <message>
        <source>{value} is not a card of this deck</source>
        <translation>{value} non è una carta di questo mazzo</translation>
    </message>
    <message>
        <source>an action must be a JSON object, not {value}</source>
        <translation>un’azione deve essere un oggetto JSON, non {value}</translation>
    </message>
    <message>
        <source>the action has no seat number</source>
        <translation>l’azione non ha il numero del posto</translation>
    </message>
    <message>
        <source>a marriage needs a suit H, D, C or S, not {value}</source>
        <translation>un matrimonio vuole un seme H, D, C o S, non {value}</translation>
    </message>
    <message>
        <source>the {buona} declaration lists no cards</source>
        <translation>l’accusa di {buona} non elenca carte</translation>
    </message>
    <message>
        <source>unknown declaration {value}</source>
        <translation>dichiarazione sconosciuta: {value}</translation>
    </message>
    <message>
        <source>unknown action {value}</source>
        <translation>azione sconosciuta: {value}</translation>
    </message>
    <message>
        <source>{value} is not a card</source>
        <translation>{value} non è una carta</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>la mano è finita</translation>
    </message>
    <message>
        <source>{action} is not allowed now</source>
        <translation>ora non si può: {action}</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>il {card} non è nella tua mano</translation>
    </message>
    <message>
        <source>dealer {dealer} is not a seat of a {players}-player game</source>
        <translation>il mazziere {dealer} non è un posto di una partita a {players}</translation>
    </message>
    <message>
        <source>option {option} takes true or false, not {value}</source>
        <translation>l’opzione {option} vale sì o no, non {value}</translation>
    </message>
    <message>
        <source>option {option} takes a whole number, not {value}</source>
        <translation>l’opzione {option} vuole un numero intero, non {value}</translation>
    </message>
    <message>
        <source>option {option} must be one of {choices}, not {value}</source>
        <translation>l’opzione {option} deve essere una di {choices}, non {value}</translation>
    </message>
    <message>
        <source>option {option} must be at least {low}, not {value}</source>
        <translation>l’opzione {option} deve essere almeno {low}, non {value}</translation>
    </message>
    <message>
        <source>option {option} must be from {low} to {high}, not {value}</source>
        <translation>l’opzione {option} deve andare da {low} a {high}, non {value}</translation>
    </message>
    <message>
        <source>variant {variant} has no option {option}</source>
        <translation>la variante {variant} non ha l’opzione {option}</translation>
    </message>
    <message>
        <source>unknown variant {variant}; known: {variants}</source>
        <translation>variante sconosciuta {variant}; quelle note: {variants}</translation>
    </message>
    <message>
        <source>the hand in progress is not finished</source>
        <translation>la mano in corso non è finita</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <translation>nessuna mano in corso</translation>
    </message>
    <message>
        <source>no hand has been dealt</source>
        <translation>non è stata distribuita nessuna mano</translation>
    </message>
    <message>
        <source>dealer {dealer} is not a seat of {variant}</source>
        <translation>il mazziere {dealer} non è un posto di {variant}</translation>
    </message>
    <message>
        <source>a record is a JSON object</source>
        <translation>una partita registrata è un oggetto JSON</translation>
    </message>
    <message>
        <source>unknown record format {value} (this program reads {format})</source>
        <translation>formato di registrazione sconosciuto {value} (questo programma legge {format})</translation>
    </message>
    <message>
        <source>the record has no list of hands</source>
        <translation>la registrazione non ha l’elenco delle mani</translation>
    </message>
    <message>
        <source>options must be a JSON object</source>
        <translation>le opzioni devono essere un oggetto JSON</translation>
    </message>
    <message>
        <source>a hand is a JSON object with a deck and actions</source>
        <translation>una mano è un oggetto JSON con un mazzo e le azioni</translation>
    </message>
    <message>
        <source>the deck must be a list of card codes</source>
        <translation>il mazzo deve essere un elenco di codici di carte</translation>
    </message>
    <message>
        <source>actions must be a list</source>
        <translation>le azioni devono essere un elenco</translation>
    </message>
    <message>
        <source>this hand is not finished, yet another hand follows it</source>
        <translation>questa mano non è finita, eppure ne segue un’altra</translation>
    </message>
    <message>
        <source>not valid JSON ({error} at line {line}, column {column})</source>
        <translation>JSON non valido ({error} alla riga {line}, colonna {column})</translation>
    </message>
    <message>
        <source>only the leader may declare a marriage, before leading</source>
        <translation>solo chi attacca può dichiarare un matrimonio, prima di calare</translation>
    </message>
    <message>
        <source>the marriage in {suit} was already declared</source>
        <translation>il matrimonio di {suit} è già stato dichiarato</translation>
    </message>
    <message>
        <source>only one marriage may be declared before each lead</source>
        <translation>si può dichiarare un solo matrimonio per attacco</translation>
    </message>
    <message>
        <source>marriages may not be declared in the last seven tricks</source>
        <translation>nelle ultime sette prese non si dichiarano matrimoni</translation>
    </message>
    <message>
        <source>you need the king and queen of {suit} to declare it</source>
        <translation>per dichiararlo servono il re e la donna di {suit}</translation>
    </message>
    <message>
        <source>only the leader may exchange, before leading</source>
        <translation>solo chi attacca può fare lo scambio, prima di calare</translation>
    </message>
    <message>
        <source>the turned trump has been drawn already</source>
        <translation>la carta girata è già stata pescata</translation>
    </message>
    <message>
        <source>only the 2 of trumps ({card}) may be exchanged, and you must hold it</source>
        <translation>si può scambiare solo il 2 di trionfo ({card}), e devi averlo in mano</translation>
    </message>
    <message>
        <source>in the last seven tricks you must follow suit ({suit})</source>
        <translation>nelle ultime sette prese devi rispondere al seme ({suit})</translation>
    </message>
    <message>
        <source>you owe a card for the matto: give one of the cards taken since you played it</source>
        <translation>devi una carta per il matto: danne una di quelle prese da quando l’hai giocato</translation>
    </message>
    <message>
        <source>a tarot was led: you must answer with a tarot (or the matto)</source>
        <translation>è uscito un tarocco: devi rispondere con un tarocco (o con il matto)</translation>
    </message>
    <message>
        <source>you must follow suit ({suit}) or play the matto</source>
        <translation>devi rispondere al seme ({suit}) o giocare il matto</translation>
    </message>
    <message>
        <source>void in the suit led, you must play a tarot (or the matto)</source>
        <translation>non hai il seme di attacco: devi giocare un tarocco (o il matto)</translation>
    </message>
    <message>
        <source>a card is shown twice</source>
        <translation>una carta è mostrata due volte</translation>
    </message>
    <message>
        <source>{cards} not in your hand</source>
        <translation>{cards}: non nella tua mano</translation>
    </message>
    <message>
        <source>tarocchi shows tarots only (the matto is not a tarot)</source>
        <translation>i tarocchi si accusano solo con tarocchi (il matto non è un tarocco)</translation>
    </message>
    <message>
        <source>tarocchi needs at least 10 tarots</source>
        <translation>per i tarocchi servono almeno 10 tarocchi</translation>
    </message>
    <message>
        <source>you already scored {count} tarots; show more to score again</source>
        <translation>hai già segnato {count} tarocchi; accusane di più per segnare ancora</translation>
    </message>
    <message>
        <source>gatti is the matto with {card1} and {card2}</source>
        <translation>i gatti sono il matto con il {card1} e il {card2}</translation>
    </message>
    <message>
        <source>gatti was already declared</source>
        <translation>i gatti sono già stati accusati</translation>
    </message>
    <message>
        <source>{buona} is made of fanti, cavalli, donne or re</source>
        <translation>{buona} si fa con fanti, cavalli, donne o re</translation>
    </message>
    <message>
        <source>famiglia is the fante, cavallo, donna and re of one suit</source>
        <translation>la famiglia è fante, cavallo, donna e re dello stesso seme</translation>
    </message>
    <message>
        <source>that famiglia was already declared</source>
        <translation>quella famiglia è già stata accusata</translation>
    </message>
    <message>
        <source>{buona} shows cards of one rank</source>
        <translation>{buona} mostra carte dello stesso valore</translation>
    </message>
    <message>
        <source>quaterno shows all four</source>
        <translation>il quaterno le mostra tutte e quattro</translation>
    </message>
    <message>
        <source>that quaterno was already declared</source>
        <translation>quel quaterno è già stato accusato</translation>
    </message>
    <message>
        <source>terno shows three</source>
        <translation>il terno ne mostra tre</translation>
    </message>
    <message>
        <source>that terno was already declared</source>
        <translation>quel terno è già stato accusato</translation>
    </message>
    <message>
        <source>the variant must be a variant name (a string)</source>
        <translation>la variante deve essere il nome di una variante (una stringa)</translation>
    </message>
    <message>
        <source>unknown variant {name}</source>
        <translation>variante sconosciuta: {name}</translation>
    </message>
    <message>
        <source>the dealer must be a seat number</source>
        <translation>il mazziere deve essere il numero di un posto</translation>
    </message>
    <message>
        <source>{count} hands, more than any match plays ({limit})</source>
        <translation>{count} mani, più di quante ne giochi una partita ({limit})</translation>
    </message>
    <message>
        <source>a deck of {count}, where {variant} is dealt from {size} cards</source>
        <translation>un mazzo di {count}, mentre {variant} si distribuisce da {size} carte</translation>
    </message>
    <message>
        <source>refused: {reason}</source>
        <translation>rifiutato: {reason}</translation>
    </message>
    <message>
        <source>{count} actions, more than a hand can have</source>
        <translation>{count} azioni, più di quante ne possa avere una mano</translation>
    </message>
    <message>
        <source>the only legal move</source>
        <translation>l’unica mossa permessa</translation>
    </message>
    <message>
        <source>the only sensible move</source>
        <translation>l’unica mossa sensata</translation>
    </message>
    <message>
        <source>declares the marriage</source>
        <translation>dichiara il matrimonio</translation>
    </message>
    <message>
        <source>takes the turned trump for the 2</source>
        <translation>prende la carta girata in cambio del 2</translation>
    </message>
    <message>
        <source>gives back the cheapest card for the matto</source>
        <translation>rende per il matto la carta che vale meno</translation>
    </message>
    <message>
        <source>declares {buona}</source>
        <translation>accusa {buona}</translation>
    </message>
    <message>
        <source>chosen at random</source>
        <translation>scelta a caso</translation>
    </message>
    <message>
        <source>plays it simple</source>
        <translation>gioca semplice</translation>
    </message>
    <message>
        <source>plays by its rules of thumb</source>
        <translation>gioca con le sue regole pratiche</translation>
    </message>
    <message>
        <source>give one of the cards taken in the tricks won since the matto</source>
        <translation>dai una delle carte delle prese vinte dopo il matto</translation>
    </message>
    <message>
        <source>you owe no card for the matto now</source>
        <translation>ora non devi nessuna carta per il matto</translation>
    </message>
    <message>
        <source>A trick holding the K and Q of one suit scores 20 (40 in trumps) for its winner</source>
        <translation>Una presa con re e donna dello stesso seme vale 20 (40 di trionfo) a chi la vince</translation>
    </message>
    <message>
        <source>Biscambiggia</source>
        <translation>Biscambiggia</translation>
    </message>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>Deal {n} goes to {name}</source>
        <translation>Smazzata {n} vinta da {name}</translation>
    </message>
    <message>
        <source>Deal {n}: dealer {name}</source>
        <translation>Smazzata {n}: mazziere {name}</translation>
    </message>
    <message>
        <source>Deal {n}: void (a tie)</source>
        <translation>Smazzata {n}: nulla (pari)</translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <translation>Smazzate nella partita</translation>
    </message>
    <message>
        <source>Deals to win the match</source>
        <translation>Smazzate da vincere per la partita</translation>
    </message>
    <message>
        <source>Declare the marriage in {suit}</source>
        <translation>Dichiara il matrimonio di {suit}</translation>
    </message>
    <message>
        <source>Exchange {card} for the turned trump</source>
        <translation>Scambia il {card} con la carta girata</translation>
    </message>
    <message>
        <source>First to win {n} deals</source>
        <translation>Vince chi arriva a {n} smazzate vinte</translation>
    </message>
    <message>
        <source>First to win {n} hands</source>
        <translation>Vince chi arriva a {n} mani vinte</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Dai il {card}</translation>
    </message>
    <message>
        <source>Hand {n} goes to {name}</source>
        <translation>Mano {n} vinta da {name}</translation>
    </message>
    <message>
        <source>Hand {n}: dealer {name}</source>
        <translation>Mano {n}: mazziere {name}</translation>
    </message>
    <message>
        <source>Hand {n}: void (a tie)</source>
        <translation>Mano {n}: nulla (pari)</translation>
    </message>
    <message>
        <source>Hands in the match</source>
        <translation>Mani nella partita</translation>
    </message>
    <message>
        <source>Hands to win the match</source>
        <translation>Mani da vincere per la partita</translation>
    </message>
    <message>
        <source>Italy&apos;s favourite trump game: three cards each; the ace and the three take most of the points. Teams of two or three at 4 and 6.</source>
        <translation>Il gioco di carte preferito d’Italia: tre carte a testa; l’asso e il tre fanno quasi tutti i punti. In 4 e in 6 si gioca a squadre di due o di tre.</translation>
    </message>
    <message>
        <source>Last seven tricks: follow suit only (no duty to win or to trump)</source>
        <translation>Ultime sette prese: solo obbligo di seme (niente obbligo di superare la carta né di giocare trionfo)</translation>
    </message>
    <message>
        <source>Mariagio</source>
        <translation>Mariagio</translation>
    </message>
    <message>
        <source>Marriages may be declared in the last seven tricks</source>
        <translation>Si possono dichiarare matrimoni nelle ultime sette prese</translation>
    </message>
    <message>
        <source>Points that end the match</source>
        <translation>Punti che chiudono la partita</translation>
    </message>
    <message>
        <source>T20 beats T21, and T21 counts instead of T20</source>
        <translation>Il 20 batte il 21, e conta il 21 al posto del 20</translation>
    </message>
    <message>
        <source>Tarocchi a pizzico</source>
        <translation>Tarocchi a pizzico</translation>
    </message>
    <message>
        <source>Tarocchi: {count} tarots</source>
        <translation>Tarocchi: {count} tarocchi</translation>
    </message>
    <message>
        <source>an action does one thing, but this one names {kinds}: keep one of them</source>
        <translation>un’azione fa una cosa sola, ma questa ne nomina più d’una ({kinds}): tienine una</translation>
    </message>
    <message>
        <source>bagatto ultimo</source>
        <translation>bagatto ultimo</translation>
    </message>
    <message>
        <source>captured marriage</source>
        <translation>matrimonio catturato</translation>
    </message>
    <message>
        <source>deal {n}</source>
        <translation>smazzata {n}</translation>
    </message>
    <message>
        <source>famiglia</source>
        <translation>famiglia</translation>
    </message>
    <message>
        <source>gatti</source>
        <translation>gatti</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>mano {n}</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>ultima presa</translation>
    </message>
    <message>
        <source>marriage</source>
        <translation>matrimonio</translation>
    </message>
    <message>
        <source>quaterno</source>
        <translation>quaterno</translation>
    </message>
    <message>
        <source>tarocchi</source>
        <translation>tarocchi</translation>
    </message>
    <message>
        <source>terno</source>
        <translation>terno</translation>
    </message>
    <message>
        <source>{buona}: {cards}</source>
        <translation>{buona}: {cards}</translation>
    </message>
    <message>
        <source>{n} deal</source>
        <translation>{n} smazzata</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <translation>{n} smazzate</translation>
    </message>
    <message>
        <source>{n} hand</source>
        <translation>{n} mano</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} mani</translation>
    </message>
    <message>
        <source>{value} is no kind of action this program knows</source>
        <translation>{value} non è un tipo di azione che questo programma conosca</translation>
    </message>
    <message>
        <source>A side that takes all 120 points scores double tokens</source>
        <translation>La squadra che prende tutti i 120 punti segna le marche doppie</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Offri il {bid}</translation>
    </message>
    <message>
        <source>Biscambiggia chiamata</source>
        <translation>Biscambiggia chiamata</translation>
    </message>
    <message>
        <source>Briscola chiamata</source>
        <translation>Briscola chiamata</translation>
    </message>
    <message>
        <source>Call {card}</source>
        <translation>Chiama il {card}</translation>
    </message>
    <message>
        <source>Five players, eight cards each: bid down the ranks for the right to name the trump; the holder of the called card is your secret partner.</source>
        <translation>Cinque giocatori, otto carte a testa: si offre scendendo di valore per il diritto di scegliere la briscola; chi ha la carta chiamata è il compagno segreto.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>The caller may call a card of their own hand (and play alone, for 4 tokens)</source>
        <translation>Il chiamante può chiamare una carta che ha in mano (e giocare senza compagno, per 4 marche)</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>Quando passano tutti</translation>
    </message>
    <message>
        <source>Who leads the first trick</source>
        <translation>Chi apre la prima presa</translation>
    </message>
    <message>
        <source>a bid is a number of points or a rank, not {value}</source>
        <translation>un’offerta è un numero di punti o un valore, non {value}</translation>
    </message>
    <message>
        <source>a bid must be higher than {bid}</source>
        <translation>un’offerta deve essere più alta del {bid}</translation>
    </message>
    <message>
        <source>a suit is H, D, C or S, not {value}</source>
        <translation>un seme è H, D, C o S, non {value}</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>senza compagno</translation>
    </message>
    <message>
        <source>bids on its longest, strongest suit</source>
        <translation>offre sul suo seme più lungo e più forte</translation>
    </message>
    <message>
        <source>caller</source>
        <translation>chiamante</translation>
    </message>
    <message>
        <source>cappotto</source>
        <translation>cappotto</translation>
    </message>
    <message>
        <source>counts the strength of its best suit</source>
        <translation>conta la forza del suo seme migliore</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>difensore</translation>
    </message>
    <message>
        <source>in this match you may not call a card of your own hand</source>
        <translation>in questa partita non puoi chiamare una carta che hai in mano</translation>
    </message>
    <message>
        <source>named by the caller, before the call</source>
        <translation>scelta dal chiamante, prima della chiamata</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>compagno</translation>
    </message>
    <message>
        <source>the auction is on: bid or pass first</source>
        <translation>c’è l’asta: prima offri o passa</translation>
    </message>
    <message>
        <source>the called card must be a {suit} (the trump you named)</source>
        <translation>la carta chiamata deve essere di {suit} (il trionfo che hai scelto)</translation>
    </message>
    <message>
        <source>the caller</source>
        <translation>il chiamante</translation>
    </message>
    <message>
        <source>the caller names the partner&apos;s card first</source>
        <translation>il chiamante chiama prima la carta del compagno</translation>
    </message>
    <message>
        <source>the first to speak must bid</source>
        <translation>chi apre l’asta deve offrire</translation>
    </message>
    <message>
        <source>the first to speak must bid in this match</source>
        <translation>in questa partita chi apre l’asta deve offrire</translation>
    </message>
    <message>
        <source>the next dealer deals again</source>
        <translation>il mazziere successivo distribuisce di nuovo</translation>
    </message>
    <message>
        <source>the player on the dealer&apos;s right</source>
        <translation>il giocatore alla destra del mazziere</translation>
    </message>
    <message>
        <source>the suit of the called card</source>
        <translation>il seme della carta chiamata</translation>
    </message>
    <message>
        <source>you passed: you are out of this auction</source>
        <translation>hai passato: sei fuori da quest’asta</translation>
    </message>
    <message>
        <source>{bid} is not a bid of this game</source>
        <translation>il {bid} non è un’offerta di questo gioco</translation>
    </message>
    <message>
        <source>{card} is not a card of this deck</source>
        <translation>il {card} non è una carta di questo mazzo</translation>
    </message>
    <message>
        <source>{n} token</source>
        <translation>{n} marca</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} marche</translation>
    </message>
    <message>
        <source>it has {cards} more than once</source>
        <translation>carte presenti più di una volta: {cards}</translation>
    </message>
    <message>
        <source>it has {count} cards</source>
        <translation>ha {count} carte</translation>
    </message>
    <message>
        <source>it lacks {cards}</source>
        <translation>carte che mancano: {cards}</translation>
    </message>
    <message>
        <source>the deck does not fit {variant}, which is dealt from {needed} cards, each once: {problems}</source>
        <translation>il mazzo non va bene per {variant}, che si gioca con {needed} carte, ognuna una volta: {problems}</translation>
    </message>
    <message>
        <source>{action} is not a move of {variant}</source>
        <translation>{action} non è una mossa di {variant}</translation>
    </message>
    <message>
        <source>it has cards that are not in the deck of this game: {cards}</source>
        <translation>ha carte che non sono nel mazzo di questo gioco: {cards}</translation>
    </message>
    <message>
        <source>After the hand the caller wins or loses 2 tokens, the partner 1, each of the others 1; a caller who calls a card of their own hand plays alone, for 4. In Biscambiggia chiamata the bids are points, 61 to 120, and the caller calls any card: its suit is trump. Play the rest of the hand.</source>
        <translation>Dopo la mano chi chiama vince o perde 2 marche, il compagno 1, ciascuno degli altri 1; chi chiama una carta che ha in mano gioca senza compagno, contro tutti, per 4. Nella Biscambiggia chiamata si offrono punti, da 61 a 120, e si chiama una carta qualsiasi: il suo seme batte tutti gli altri. Gioca il resto della mano.</translation>
    </message>
    <message>
        <source>Before your card you may show buone. You hold the matto, the 1 and the 20 of tarots: the gatti, 10 points. Press their button.</source>
        <translation>Prima della tua carta puoi accusare delle buone. Hai il matto, l’1 e il 20 dei tarocchi: i gatti, 10 punti. Premi il loro pulsante.</translation>
    </message>
    <message>
        <source>Bid the King: you promise that you and your partner will take 61 points. Press Bid.</source>
        <translation>Offri il Re: prometti che tu e il tuo compagno farete 61 punti. Premi Offri.</translation>
    </message>
    <message>
        <source>Biscambiggia and Briscola for two</source>
        <translation>Biscambiggia e Briscola in due</translation>
    </message>
    <message>
        <source>Briscola chiamata and Biscambiggia chiamata</source>
        <translation>Briscola chiamata e Biscambiggia chiamata</translation>
    </message>
    <message>
        <source>Five players: the auction, the called partner.</source>
        <translation>Cinque giocatori: l’asta, il compagno chiamato.</translation>
    </message>
    <message>
        <source>In Briscola you may not look into the piles to count: count in your head. The last trick may be looked at again (L) until the next one is taken.</source>
        <translation>Nella Briscola non si guarda nei mazzetti per contare: si conta a mente. L’ultima presa si può rivedere (L) finché non si fa la successiva.</translation>
    </message>
    <message>
        <source>Keep your trumps for the last three tricks: lead the {card}.</source>
        <translation>Tieni i trionfi per le ultime tre prese: attacca con il {card}.</translation>
    </message>
    <message>
        <source>Marriages, the exchange of the 2, strict play in the last seven tricks, the 20 of the last trick.</source>
        <translation>I matrimoni, lo scambio del 2, l’obbligo nelle ultime sette prese, i 20 dell’ultima presa.</translation>
    </message>
    <message>
        <source>Now lead the {card}. The reply must follow the suit led; without it, a tarot; without tarots, anything.</source>
        <translation>Ora attacca con il {card}. Chi risponde deve seguire il seme; se non ce l’ha, un tarocco; senza tarocchi, qualsiasi carta.</translation>
    </message>
    <message>
        <source>Now lead the {card}. You may keep the King and Queen: they are already counted.</source>
        <translation>Ora attacca con il {card}. Puoi tenerti il Re e la Donna: sono già contati.</translation>
    </message>
    <message>
        <source>Now you hold the King and the Queen of trumps: a marriage. Shown before you lead, it scores 40 (20 in another suit), even if you never win a trick. Press its button.</source>
        <translation>Ora hai il Re e la Donna di trionfo: un matrimonio. Mostrato prima di attaccare, vale 40 (20 in un altro seme), anche se non fai nessuna presa. Premi il suo pulsante.</translation>
    </message>
    <message>
        <source>The last trick scores 20 more for its winner: lead the {card}, the Ace of trumps.</source>
        <translation>L’ultima presa vale 20 punti in più a chi la fa: attacca con il {card}, l’Asso di trionfo.</translation>
    </message>
    <message>
        <source>Partners, one pile per team, loading points on the partner&apos;s trick, what you may see.</source>
        <translation>I compagni, un mazzetto per squadra, caricare la presa del compagno, che cosa si può vedere.</translation>
    </message>
    <message>
        <source>Play the rest of the hand on your own.</source>
        <translation>Ora gioca tu il resto della mano.</translation>
    </message>
    <message>
        <source>Playing with a partner (four and six players)</source>
        <translation>Giocare in coppia (quattro e sei giocatori)</translation>
    </message>
    <message>
        <source>Six tricks later one card each is left.</source>
        <translation>Dopo altre sei prese resta una carta a testa.</translation>
    </message>
    <message>
        <source>Suits and tarots, the matto and its debt, the buone, the score sheet.</source>
        <translation>Semi e tarocchi, il matto e il suo debito, le buone, il foglio dei punti.</translation>
    </message>
    <message>
        <source>That is all: play the rest of the hand with your partner.</source>
        <translation>È tutto: gioca il resto della mano con il tuo compagno.</translation>
    </message>
    <message>
        <source>The count: a point for every three cards taken, one more for two cards left over (one card left over counts nothing); 4 for the 1, the 20, the matto and each king, 3 for each queen, 2 for each knight, 1 for each jack; the buone on top. The score sheet shows it line by line after the hand.</source>
        <translation>Il conto: un punto ogni tre carte prese, uno in più per due carte in avanzo (una carta sola in avanzo non vale nulla); 4 per l’1, il 20, il matto e ogni re, 3 per ogni donna, 2 per ogni cavallo, 1 per ogni fante; in più le buone. Dopo la mano il foglio dei punti lo mostra riga per riga.</translation>
    </message>
    <message>
        <source>The hand counts the card points, the marriages and the last trick. Hands add up: the first to reach 200 wins the match.</source>
        <translation>La mano conta i punti delle carte, i matrimoni e l’ultima presa. Le mani si sommano: vince la partita chi arriva prima a 200.</translation>
    </message>
    <message>
        <source>The matto lies across your pile. In exchange you owe {seat} a card, taken from a trick you win later.</source>
        <translation>Il matto sta di traverso sul tuo mazzetto. In cambio devi a {seat} una carta, che prenderai da una presa fatta più avanti.</translation>
    </message>
    <message>
        <source>The trump, the turned card, drawing, the last draw, the points that win.</source>
        <translation>Il seme che comanda, la carta girata, la pescata, l’ultima pescata, i punti che vincono.</translation>
    </message>
    <message>
        <source>You lead and hold the {card}: exchange it for the turned trump, the {card_turned}. Press the exchange button beside the table.</source>
        <translation>Attacchi tu e hai il {card}: scambialo con la carta girata, il {card_turned}. Premi il pulsante dello scambio accanto al tavolo.</translation>
    </message>
    <message>
        <source>You lead. Play the {card}: a low trump, to see who holds the King.</source>
        <translation>La prima carta la cali tu. Gioca il {card}: una briscola bassa, per vedere chi ha il Re.</translation>
    </message>
    <message>
        <source>You lead. Play the {card}: drag it to the middle, double-click it, or pick it with the arrows and press Enter. A card worth nothing risks nothing.</source>
        <translation>Attacchi tu. Gioca il {card}: trascina la carta al centro, fai doppio clic, oppure sceglila con le frecce e premi Invio. Una carta che non vale niente non rischia niente.</translation>
    </message>
    <message>
        <source>You lead: play the {card}, worth nothing.</source>
        <translation>La prima carta la cali tu: gioca il {card}, che non vale niente.</translation>
    </message>
    <message>
        <source>You won a trick after the matto: pay the debt now with one of its cards (or at a later turn). Give the {card}, which has no points of its own (it counts only as one card of the count by threes).</source>
        <translation>Hai fatto una presa dopo il matto: paga ora il debito con una carta di quella presa (o a un tuo turno successivo). Dai il {card}, che non ha punti suoi (conta solo come una carta del conto a tre a tre).</translation>
    </message>
    <message>
        <source>You won the auction. Call a King: its suit is trump, and whoever holds it is your partner, unknown until the card is played. Call the {card}.</source>
        <translation>Hai vinto l’asta. Chiama un Re: il suo seme è la briscola, e chi lo ha è il tuo compagno, segreto finché la carta non viene giocata. Chiama il {card}.</translation>
    </message>
    <message>
        <source>Your partner&apos;s trump wins the trick and nobody plays after you: load points on it. Play the {card}: 11 points for your team.</source>
        <translation>La briscola del tuo compagno vince la presa e dopo di te non gioca nessuno: carica. Gioca il {card}: 11 punti per la tua squadra.</translation>
    </message>
    <message>
        <source>Your trump took the trick: 11 points go to your pile. You lead the next one.</source>
        <translation>Il tuo trionfo ha fatto la presa: 11 punti vanno nel tuo mazzetto. Attacchi tu la prossima.</translation>
    </message>
    <message>
        <source>a move the rules allow, but this lesson shows another one here: {action}</source>
        <translation>una mossa che le regole permettono, ma qui la lezione ne mostra un’altra: {action}</translation>
    </message>
    <message>
        <source>{seat} followed suit higher and took the trick. The winner draws first, then the other, and each card drawn is shown to the opponent.</source>
        <translation>{seat} ha risposto con una carta più alta dello stesso seme e ha fatto la presa. Si pesca a turno, cominciando da chi ha preso, e ogni carta pescata si mostra all’avversario.</translation>
    </message>
    <message>
        <source>{seat} led the {card} and you have no {suit}: you must play a tarot. Take the trick with the {card_tarot}.</source>
        <translation>{seat} ha attaccato con il {card} e tu non hai {suit}: devi giocare un tarocco. Prendi con il {card_tarot}.</translation>
    </message>
    <message>
        <source>{seat} led the {card}. You hold one card of that suit: the {card_reply} is the only card the rules let you play. Try another one first if you like.</source>
        <translation>{seat} ha attaccato con il {card}. Hai una sola carta di quel seme: il {card_reply} è l’unica carta che le regole ti lasciano giocare. Se vuoi, prova prima un’altra carta.</translation>
    </message>
    <message>
        <source>{seat} led the {card}: 11 points. No suit must be followed, and any trump takes it: play the {card_trump}.</source>
        <translation>{seat} ha attaccato con il {card}: 11 punti. Non c’è obbligo di seme, e qualsiasi trionfo fa la presa: gioca il {card_trump}.</translation>
    </message>
    <message>
        <source>{seat} played the {card}: the partner is known to all now. Your side needs 61 points.</source>
        <translation>{seat} ha giocato il {card}: ora tutti sanno chi è il compagno. A te e al tuo compagno servono 61 punti.</translation>
    </message>
    <message>
        <source>{seat} took it and leads next. Play goes round the table: {seat}, your partner, {seat_right}, and you last.</source>
        <translation>{seat} ha preso e ora cala la prima carta. Si gioca in giro: {seat}, il tuo compagno, {seat_right} e infine tu.</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>good</source>
        <translation>giusta</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>Cards played in this deal ({n})</source>
        <translation>Carte uscite in questa smazzata ({n})</translation>
    </message>
    <message>
        <source>Cards played in this hand ({n})</source>
        <translation>Carte uscite in questa mano ({n})</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Totale della smazzata</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Fine della smazzata</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Fine della mano</translation>
    </message>
    <message>
        <source>Every deal</source>
        <translation>Tutte le smazzate</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Tutte le mani</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Totale della mano</translation>
    </message>
    <message>
        <source>Next deal (dealer: {name})</source>
        <translation>Smazzata seguente (mazziere: {name})</translation>
    </message>
    <message>
        <source>Next hand (dealer: {name})</source>
        <translation>Mano seguente (mazziere: {name})</translation>
    </message>
    <message>
        <source>The deal goes to {name}: {points}</source>
        <translation>Smazzata vinta da {name}: {points}</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>The deal is void: {points}</source>
        <translation>Smazzata nulla: {points}</translation>
    </message>
    <message>
        <source>The hand goes to {name}: {points}</source>
        <translation>Mano vinta da {name}: {points}</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <source>The hand is void: {points}</source>
        <translation>Mano nulla: {points}</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Questa smazzata</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>a tarot was led: you must answer with a tarot</source>
        <translation>è uscito un tarocco: devi rispondere con un tarocco</translation>
    </message>
    <message>
        <source>the last seven tricks</source>
        <translation>le ultime sette prese</translation>
    </message>
    <message>
        <source>void in the suit led, you must play a tarot</source>
        <translation>non hai il seme di attacco: devi giocare un tarocco</translation>
    </message>
    <message>
        <source>you must follow suit ({suit})</source>
        <translation>devi rispondere al seme ({suit})</translation>
    </message>
    <message>
        <source>{title} — {people}. Deal {n}, standing: {score}.</source>
        <translation>{title} — {people}. Smazzata {n}, punteggio: {score}.</translation>
    </message>
    <message>
        <source>{title} — {people}. Hand {n}, standing: {score}.</source>
        <translation>{title} — {people}. Mano {n}, punteggio: {score}.</translation>
    </message>
    <message>
        <source>&amp;Review the deal</source>
        <translation>&amp;Rivedi la smazzata</translation>
    </message>
    <message>
        <source>&amp;Review the deals...</source>
        <translation>R&amp;ivedi le smazzate...</translation>
    </message>
    <message>
        <source>&amp;Review the hand</source>
        <translation>&amp;Rivedi la mano</translation>
    </message>
    <message>
        <source>&amp;Review the hands...</source>
        <translation>R&amp;ivedi le mani...</translation>
    </message>
    <message>
        <source>Choose a seat and the deals, then Review. Each decision is weighed by Hard&apos;s search from what that seat knew at that moment, never from the hidden cards.</source>
        <translation>Scegli un posto e le smazzate, poi Rivedi. Ogni decisione è pesata dalla ricerca del livello Difficile da ciò che quel posto sapeva in quel momento, mai dalle carte coperte.</translation>
    </message>
    <message>
        <source>Choose a seat and the hands, then Review. Each decision is weighed by Hard&apos;s search from what that seat knew at that moment, never from the hidden cards.</source>
        <translation>Scegli un posto e le mani, poi Rivedi. Ogni decisione è pesata dalla ricerca del livello Difficile da ciò che quel posto sapeva in quel momento, mai dalle carte coperte.</translation>
    </message>
    <message>
        <source>Deal {hand}, trick {trick}: move {n} of {total}</source>
        <translation>Smazzata {hand}, presa {trick}: mossa {n} di {total}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Smazzata {n}</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Smazzate:</translation>
    </message>
    <message>
        <source>Hand {hand}, trick {trick}: move {n} of {total}</source>
        <translation>Mano {hand}, presa {trick}: mossa {n} di {total}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Mani:</translation>
    </message>
    <message>
        <source>The end of the deal</source>
        <translation>La fine della smazzata</translation>
    </message>
    <message>
        <source>The end of the hand</source>
        <translation>La fine della mano</translation>
    </message>
    <message>
        <source>The start of the deal</source>
        <translation>L’inizio della smazzata</translation>
    </message>
    <message>
        <source>The start of the hand</source>
        <translation>L’inizio della mano</translation>
    </message>
    <message>
        <source>the 2 at {n}</source>
        <translation>il 2 a {n}</translation>
    </message>
    <message>
        <source>in the last seven tricks you must beat {card} if you can</source>
        <translation>nelle ultime sette prese devi superare il {card}, se puoi</translation>
    </message>
    <message>
        <source>in the last seven tricks, void in the suit led, you must play a trump ({suit})</source>
        <translation>nelle ultime sette prese, se non hai il seme di attacco, devi giocare un trionfo ({suit})</translation>
    </message>
    <message>
        <source>Hand {n}: a tie (its points count)</source>
        <translation>Mano {n}: pari (i punti contano)</translation>
    </message>
    <message>
        <source>The hand is a tie: {points}</source>
        <translation>Mano pari: {points}</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Trionfo</translation>
    </message>
    <message>
        <source>it is nobody&apos;s turn, not {seat}&apos;s</source>
        <translation>non tocca a nessuno, nemmeno a {seat}</translation>
    </message>
    <message>
        <source>it is {seat_turn}&apos;s turn, not {seat}&apos;s</source>
        <translation>tocca a {seat_turn}, non a {seat}</translation>
    </message>
    <message>
        <source>{seat} is not a seat of {variant} (0 to {last})</source>
        <translation>{seat} non è un posto di {variant} (da 0 a {last})</translation>
    </message>
    <message>
        <source>with these trumps the contract is made most often over {worlds} sampled deals</source>
        <translation>con questo seme il contratto riesce più spesso su {worlds} distribuzioni provate</translation>
    </message>
    <message>
        <source>with this call the contract is made most often over {worlds} sampled deals</source>
        <translation>con questa chiamata il contratto riesce più spesso su {worlds} distribuzioni provate</translation>
    </message>
    <message>
        <source>Two players, seven cards each: marriages of king and queen, the exchange of the two of trumps, and a strict end game; the first to reach the points of the match wins.</source>
        <translation>In due, sette carte a testa: matrimoni di re e donna, lo scambio del 2 di trionfo e un finale severo; vince chi arriva prima ai punti della partita.</translation>
    </message>
    <message>
        <source>nothing to review for {seat}: never a choice between two moves or more</source>
        <translation>niente da rivedere per {seat}: mai una scelta tra due mosse o più</translation>
    </message>
    <message>
        <source>Five players, eight cards each: bid the points you pledge, then call a card: its suit is trump and its holder is your secret partner.</source>
        <translation>Cinque giocatori, otto carte a testa: si offrono i punti che si promette di fare, poi si chiama una carta: il suo seme è il trionfo e chi ce l’ha è il compagno segreto.</translation>
    </message>
    <message>
        <source>Trump suit: {suit}</source>
        <translation>Trionfo: {suit}</translation>
    </message>
    <message>
        <source>Trump suit: {trump}; {points} points to make</source>
        <translation>Trionfo: {trump}; {points} punti da fare</translation>
    </message>
    <message>
        <source>Trumps are the suit of the turned card. At this table partners cannot talk or make signs to each other (Biscambiggia forbids it; Briscola&apos;s talk and signs are left out): you read your partner from the cards played.</source>
        <translation>La briscola è il seme della carta girata. A questo tavolo i compagni non possono parlarsi né farsi segni (la Biscambiggia lo vieta; le parole e i segni della Briscola qui non ci sono): il gioco del tuo compagno si legge dalle carte che cala.</translation>
    </message>
    <message>
        <source>Lead {card}, a trump, to draw out the others&apos; trumps.</source>
        <translation>Cala come prima carta il {card}, una briscola, per far uscire le briscole degli altri.</translation>
    </message>
    <message>
        <source>{card} gives nothing away and keeps your trumps back.</source>
        <translation>Il {card} non regala niente e ti lascia in mano le briscole.</translation>
    </message>
    <message>
        <source>First to {n} point at the end of a deal (both past it: the higher; if level, one more deal)</source>
        <translation>Vince chi arriva a {n} punto alla fine di una smazzata (se ci arrivano entrambi, conta il totale più alto; in parità, un’altra smazzata)</translation>
    </message>
    <message>
        <source>First to {n} point at the end of a hand (both past it: the higher; if level, one more hand)</source>
        <translation>Vince chi arriva a {n} punto alla fine di una mano (se ci arrivano entrambi, conta il totale più alto; in parità, un’altra mano)</translation>
    </message>
    <message>
        <source>First to {n} points at the end of a deal (both past it: the higher; if level, one more deal)</source>
        <translation>Vince chi arriva a {n} punti alla fine di una smazzata (se ci arrivano entrambi, conta il totale più alto; in parità, un’altra smazzata)</translation>
    </message>
    <message>
        <source>First to {n} points at the end of a hand (both past it: the higher; if level, one more hand)</source>
        <translation>Vince chi arriva a {n} punti alla fine di una mano (se ci arrivano entrambi, conta il totale più alto; in parità, un’altra mano)</translation>
    </message>
    <message>
        <source>{n} deal; the higher total wins (if level, a draw)</source>
        <translation>{n} smazzata; vince il totale più alto (in parità, partita pari)</translation>
    </message>
    <message>
        <source>{n} deal; the team that wins it takes the match (if void, a draw)</source>
        <translation>{n} smazzata; la partita va alla squadra che la vince (se è nulla, partita pari)</translation>
    </message>
    <message>
        <source>{n} deals; the higher total wins (if level, a draw)</source>
        <translation>{n} smazzate; vince il totale più alto (in parità, partita pari)</translation>
    </message>
    <message>
        <source>{n} deals; the team that wins more takes the match (if level, a draw)</source>
        <translation>{n} smazzate; la partita va alla squadra che ne vince di più (in parità, partita pari)</translation>
    </message>
    <message>
        <source>{n} hand; the higher total wins (if level, a draw)</source>
        <translation>{n} mano; vince il totale più alto (in parità, partita pari)</translation>
    </message>
    <message>
        <source>{n} hand; the most tokens wins (a shared top is a draw)</source>
        <translation>{n} mano; vince chi ha più marche (a pari merito in testa, partita pari)</translation>
    </message>
    <message>
        <source>{n} hand; the team that wins it takes the match (if void, a draw)</source>
        <translation>{n} mano; la partita va alla squadra che la vince (se è nulla, partita pari)</translation>
    </message>
    <message>
        <source>{n} hands; the higher total wins (if level, a draw)</source>
        <translation>{n} mani; vince il totale più alto (in parità, partita pari)</translation>
    </message>
    <message>
        <source>{n} hands; the most tokens wins (a shared top is a draw)</source>
        <translation>{n} mani; vince chi ha più marche (a pari merito in testa, partita pari)</translation>
    </message>
    <message>
        <source>{n} hands; the team that wins more takes the match (if level, a draw)</source>
        <translation>{n} mani; la partita va alla squadra che ne vince di più (in parità, partita pari)</translation>
    </message>
    <message>
        <source>Hand {n}, dealt again</source>
        <translation>Mano {n}, ridistribuita</translation>
    </message>
    <message>
        <source>Hand {n}, dealt again: dealer {name}</source>
        <translation>Mano {n}, ridistribuita: mazziere {name}</translation>
    </message>
    <message>
        <source>Hand {n}: everyone passed, the next dealer deals again</source>
        <translation>Mano {n}: hanno passato tutti, il mazziere successivo distribuisce di nuovo</translation>
    </message>
    <message>
        <source>hand {n}, dealt again</source>
        <translation>mano {n}, ridistribuita</translation>
    </message>
    <message>
        <source>Lead {card}: it risks no points of its own, only one card of the count by threes.</source>
        <translation>Attacca con il {card}: non rischia punti suoi, solo una carta del conto a tre a tre.</translation>
    </message>
    <message>
        <source>Lead {card}: it risks no points.</source>
        <translation>Attacca con il {card}: non rischia punti.</translation>
    </message>
    <message>
        <source>{card} gives away no points of its own, only one card of the count by threes.</source>
        <translation>Il {card} non regala punti suoi, solo una carta del conto a tre a tre.</translation>
    </message>
    <message>
        <source>{card} gives nothing away.</source>
        <translation>Il {card} non regala niente.</translation>
    </message>
    <message>
        <source>{card} loses the trick but gives away only {n} points and one card of the count by threes.</source>
        <translation>Il {card} lascia la presa ma regala solo {n} punti e una carta del conto a tre a tre.</translation>
    </message>
    <message>
        <source>{card} loses the trick but gives away only {n} points.</source>
        <translation>Il {card} lascia la presa ma regala solo {n} punti.</translation>
    </message>
    <message>
        <source>{card} takes the trick: {n} points and {k} cards of the count by threes.</source>
        <translation>Il {card} fa la presa: {n} punti e {k} carte del conto a tre a tre.</translation>
    </message>
    <message>
        <source>{card} takes the trick: {n} points.</source>
        <translation>Il {card} fa la presa: {n} punti.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody else has a trump left, so it takes the trick.</source>
        <translation>Cala come prima carta il {card}: agli altri non resta nessuna briscola, quindi fa la presa.</translation>
    </message>
    <message>
        <source>the contract is made in {made} of {worlds} sampled deals</source>
        <translation>il contratto riesce in {made} distribuzioni provate su {worlds}</translation>
    </message>
    <message>
        <source>{card} loses the trick and gives away {n} points and one card of the count by threes.</source>
        <translation>Il {card} lascia la presa e regala {n} punti e una carta del conto a tre a tre.</translation>
    </message>
    <message>
        <source>{card} loses the trick and gives away {n} points.</source>
        <translation>Il {card} lascia la presa e regala {n} punti.</translation>
    </message>
    <message>
        <source>the first to speak must bid: the contract is made in only {made} of {worlds} sampled deals</source>
        <translation>chi apre l’asta deve offrire: il contratto riesce solo in {made} distribuzioni provate su {worlds}</translation>
    </message>
    <message>
        <source>{card} loses the trick and gives away {n} point and one card of the count by threes.</source>
        <translation>Il {card} lascia la presa e regala {n} punto e una carta del conto a tre a tre.</translation>
    </message>
    <message>
        <source>{card} loses the trick but gives away only {n} point and one card of the count by threes.</source>
        <translation>Il {card} lascia la presa ma regala solo {n} punto e una carta del conto a tre a tre.</translation>
    </message>
    <message>
        <source>{card} takes the trick: {n} point and {k} cards of the count by threes.</source>
        <translation>Il {card} fa la presa: {n} punto e {k} carte del conto a tre a tre.</translation>
    </message>
    <message>
        <source>the only card you may play</source>
        <translation>l’unica carta che puoi giocare</translation>
    </message>
    <message>
        <source>with the lowest bid open, the contract would be made in only {made} of {worlds} sampled deals, and a bid wants {need}</source>
        <translation>con l’offerta più bassa possibile il contratto riuscirebbe solo in {made} distribuzioni provate su {worlds}, e per offrire ne servono {need}</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>Deals played to the end</source>
        <translation>Smazzate giocate fino in fondo</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Smazzate vinte</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Hands played to the end</source>
        <translation>Mani giocate fino in fondo</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mani vinte</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Punti per smazzata</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <source>Your points (or your team&apos;s) per deal, on average</source>
        <translation>I tuoi punti (o quelli della tua squadra) per smazzata, in media</translation>
    </message>
    <message>
        <source>Your points (or your team&apos;s) per hand, on average</source>
        <translation>I tuoi punti (o quelli della tua squadra) per mano, in media</translation>
    </message>
    <message>
        <source>Two players, the 78-card tarot deck: follow suit or play a tarot, and show your buone for extra points.</source>
        <translation>In due, con le 78 carte dei tarocchi: si risponde al seme o si gioca un tarocco, e si accusano le buone per fare punti in più.</translation>
    </message>
    <message>
        <source>unclear</source>
        <translation>incerta</translation>
    </message>
    <message>
        <source>Two players, 78 cards, fifteen each. Four suits of fourteen, the 21 tarots, which are trumps, and the matto.</source>
        <translation>Due giocatori, 78 carte, quindici a testa. Quattro semi di quattordici carte, i 21 tarocchi, che sono i trionfi, e il matto.</translation>
    </message>
    <message>
        <source>You, at the bottom, play against {seat}. You each hold three cards; the hand goes to whoever takes 61 of the 120 points.</source>
        <translation>Tu, in basso, giochi contro {seat}. Avete tre carte a testa; la mano è di chi fa 61 dei 120 punti.</translation>
    </message>
    <message>
        <source>{seat}, facing you, is your partner; {seat_left} and {seat_right} play against you. Partners keep one pile: 61 points win.</source>
        <translation>Fai coppia con {seat}, di fronte a te; {seat_left} e {seat_right} giocano contro di voi. I compagni fanno un solo mazzetto: con 61 punti si vince.</translation>
    </message>
    <message>
        <source>Five players, eight cards each, no {talon}. First an auction decides who calls a partner; the others play against the two.</source>
        <translation>Cinque giocatori, otto carte a testa, niente {talon}. Prima un’asta decide chi chiama un compagno; gli altri giocano contro i due.</translation>
    </message>
    <message>
        <source>From the second deal of a match, once the {talon} is empty, partners may look at each other&apos;s hands (an option); in the first deal, never. In Biscambiggia, never.</source>
        <translation>Dalla seconda smazzata di una partita, finito il {talon}, i compagni possono guardarsi le carte (è un’opzione); nella prima smazzata mai. Nella Biscambiggia mai.</translation>
    </message>
    <message>
        <source>From the second deal, once the {talon} is empty, partners see each other&apos;s hands</source>
        <translation>Dalla seconda smazzata, finito il {talon}, i compagni possono guardarsi le carte</translation>
    </message>
    <message>
        <source>Lead {card}.</source>
        <translation>Attacca con il {card}.</translation>
    </message>
    <message>
        <source>Lead {card}.</source>
        <comment>Briscola: calare per primo</comment>
        <translation>Cala come prima carta il {card}.</translation>
    </message>
    <message>
        <source>Lead {card}: it risks no points.</source>
        <comment>Briscola: calare per primo</comment>
        <translation>Cala come prima carta il {card}: non rischia punti.</translation>
    </message>
    <message>
        <source>Some tricks later two cards are left to draw: the last card of the {talon} and the turned trump. The winner of this trick draws the hidden card, the other one gets the {card}.</source>
        <translation>Qualche presa dopo restano due carte da pescare: l’ultima del {talon} e il trionfo girato. Chi fa questa presa pesca la carta coperta, chi la perde prende il {card}.</translation>
    </message>
    <message>
        <source>The Ligurian trump game: three cards each, a trump turned under the {talon}; the ace and the seven take most of the points.</source>
        <translation>Il gioco di prese ligure: tre carte a testa, un trionfo girato sotto il {talon}; l’asso e il sette fanno quasi tutti i punti.</translation>
    </message>
    <message>
        <source>The card turned face up under the {talon}, half showing, is the trump: {suit} in this hand. A trump beats any card of another suit.</source>
        <translation>La carta girata sotto il {talon}, mezza in vista, dà il seme di trionfo: {suit} in questa mano. Un trionfo batte qualsiasi carta di un altro seme.</translation>
    </message>
    <message>
        <source>The turned card is trump: {suit}. While it lies under the {talon}, the leader holding the 2 of trumps may exchange it for the turned card.</source>
        <translation>La carta girata dà il seme di trionfo: {suit}. Finché sta sotto il {talon}, chi attacca e ha il 2 di trionfo può scambiarlo con la carta girata.</translation>
    </message>
    <message>
        <source>The {talon} is empty: three cards each are left. Play them out on your own: 61 points or more win the hand, 60 each is a void hand.</source>
        <translation>Il {talon} è finito: restano tre carte a testa. Giocale tu fino alla fine: 61 punti o più vincono la mano; con 60 a testa la mano è nulla.</translation>
    </message>
    <message>
        <source>Thirteen tricks later the {talon} is empty. In the last seven tricks the reply is strict: follow the suit led and beat the card if you can; with none of that suit, play a trump.</source>
        <translation>Dopo tredici prese il {talon} è finito. Nelle ultime sette prese la risposta è obbligata: segui il seme e supera la carta se puoi; se non hai quel seme, gioca un trionfo.</translation>
    </message>
    <message>
        <source>Two players, seven cards each, Biscambiggia&apos;s ranks and points. Thirteen tricks are played drawing from the {talon}, then the last seven from the hand.</source>
        <translation>Due giocatori, sette carte a testa, l’ordine e i punti della Biscambiggia. Si giocano tredici prese pescando dal {talon}, poi le ultime sette con le carte in mano.</translation>
    </message>
    <message>
        <source>talon</source>
        <translation>pozzo</translation>
    </message>
    <message>
        <source>talon</source>
        <comment>Briscola: tallone</comment>
        <translation>tallone</translation>
    </message>
    <message>
        <source>{card} takes the trick and the lead.</source>
        <translation>Il {card} fa la presa e ti dà l’attacco.</translation>
    </message>
    <message>
        <source>{card} takes the trick and the lead.</source>
        <comment>Briscola: calare per primo</comment>
        <translation>Il {card} fa la presa, e poi cali tu la prima carta.</translation>
    </message>
    <message>
        <source>In the auction players bid ranks, each lower than the last: a lower rank is a higher bid. Open with the Ace: press Bid beside the table.</source>
        <translation>All’asta si offrono valori di carta, ognuno più basso del precedente: un valore più basso è un’offerta più alta. Apri con l’Asso: premi Offri accanto al tavolo.</translation>
    </message>
    <message>
        <source>Suit cards rise from the ace to the 10, then jack (F), knight (C), queen (D) and king (R). Any tarot beats a suit card, and a higher tarot beats a lower one.</source>
        <translation>Le carte di seme salgono dall’asso al 10, poi fante (F), cavallo (C), donna (D) e re (R). Qualsiasi tarocco batte una carta di seme, e un tarocco più alto batte uno più basso.</translation>
    </message>
    <message>
        <source>{seat} led the {card}. The matto may be played in reply to any card, whatever its suit: it never wins, but it comes back to your pile. Play the matto.</source>
        <translation>{seat} ha attaccato con il {card}. Il matto si può giocare in risposta a qualsiasi carta, di qualunque seme: non vince mai, ma torna nel tuo mazzetto. Gioca il matto.</translation>
    </message>
    <message>
        <source>{seat} outbid you with the 3; the others passed. Passing leaves the auction for the rest of the hand.</source>
        <translation>{seat} ha rilanciato con il 3; gli altri hanno passato. Chi passa esce dall’asta per il resto della mano.</translation>
    </message>
    <message>
        <source>{seat} took the trick with a higher card of the suit led. Then each of you draws a card from the {talon}, starting with the winner, who leads next.</source>
        <translation>{seat} ha preso con una carta più alta dello stesso seme. Poi ognuno pesca una carta dal {talon}, cominciando da chi ha preso, che poi attacca.</translation>
    </message>
    <message>
        <source>in this lesson you lead a card worth nothing first: the {action}</source>
        <translation>in questa lezione si attacca prima con una carta che non vale niente: {action}</translation>
    </message>
    <message>
        <source>The {talon} is empty: partners now see each other&apos;s hands.</source>
        <translation>Il {talon} è finito: ora i compagni possono guardarsi le carte.</translation>
    </message>
    <message>
        <source>The {talon} is empty: the last seven tricks begin. Follow suit and beat the card led if you can; with none of its suit, play a trump.</source>
        <translation>Il {talon} è finito: cominciano le ultime sette prese. Si risponde al seme e si supera la carta calata, se si può; senza quel seme si gioca trionfo.</translation>
    </message>
    <message>
        <source>The {talon} is empty: the last seven tricks begin. Follow suit if you can.</source>
        <translation>Il {talon} è finito: cominciano le ultime sette prese. Si risponde al seme, se si può.</translation>
    </message>
    <message>
        <source>Cards rank Ace, 7, King, Queen, Jack, then 6 down to 2. Points: Ace 11, Seven 10, King 4, Queen 3, Jack 2; the others nothing. (In Briscola the 3 comes second and scores 10, and the 7 heads the cards worth nothing: Ace, 3, King, Knight, Jack, 7, 6, 5, 4, 2.)</source>
        <translation>In ordine di forza: Asso, 7, Re, Donna, Fante, poi dal 6 al 2. Punti: Asso 11, Sette 10, Re 4, Donna 3, Fante 2; le altre niente. (Nella Briscola il 3 viene subito dopo l’Asso e vale 10, e il 7 è la più alta delle carte senza punti: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.)</translation>
    </message>
    <message>
        <source>Lead {card}, a trump, to draw out the others&apos; trumps.</source>
        <comment>Genoese games: trionfo, attaccare</comment>
        <translation>Attacca con il {card}, un trionfo, per far uscire i trionfi degli altri.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody else has a trump left, so it takes the trick.</source>
        <comment>Genoese games: trionfo, attaccare</comment>
        <translation>Attacca con il {card}: agli altri non resta nessun trionfo, quindi fa la presa.</translation>
    </message>
    <message>
        <source>{card} gives nothing away and keeps your trumps back.</source>
        <comment>Genoese games: trionfo, attaccare</comment>
        <translation>Il {card} non regala niente e ti lascia in mano i trionfi.</translation>
    </message>
    <message>
        <source>First to win a deal</source>
        <translation>La partita va a chi vince una smazzata</translation>
    </message>
    <message>
        <source>First to win a hand</source>
        <translation>La partita va a chi vince una mano</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passa.</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <comment>Briscola games: briscola</comment>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>Trump suit: {trump}; {points} points to make</source>
        <comment>Briscola games: briscola</comment>
        <translation>Briscola: {trump}; {points} punti da fare</translation>
    </message>
    <message>
        <source>Choose {suit} as the trump suit.</source>
        <translation>Scegli {suit} come seme di trionfo.</translation>
    </message>
    <message>
        <source>solved exactly: with this card the hand ends level</source>
        <translation>calcolo esatto: con questa carta la mano finisce pari</translation>
    </message>
    <message>
        <source>solved exactly: with this card you are level over the rest of the hand</source>
        <translation>calcolo esatto: con questa carta sei in parità da qui alla fine</translation>
    </message>
    <message>
        <source>solved exactly: with this card you are {points} point ahead over the rest of the hand</source>
        <translation>calcolo esatto: con questa carta hai {points} punto di vantaggio da qui alla fine</translation>
    </message>
    <message>
        <source>solved exactly: with this card you are {points} point behind over the rest of the hand</source>
        <translation>calcolo esatto: con questa carta hai {points} punto di svantaggio da qui alla fine</translation>
    </message>
    <message>
        <source>solved exactly: with this card you are {points} points ahead over the rest of the hand</source>
        <translation>calcolo esatto: con questa carta hai {points} punti di vantaggio da qui alla fine</translation>
    </message>
    <message>
        <source>solved exactly: with this card you are {points} points behind over the rest of the hand</source>
        <translation>calcolo esatto: con questa carta hai {points} punti di svantaggio da qui alla fine</translation>
    </message>
    <message>
        <source>solved exactly: with this card you lose the hand by {points} point</source>
        <translation>calcolo esatto: con questa carta perdi la mano di {points} punto</translation>
    </message>
    <message>
        <source>solved exactly: with this card you lose the hand by {points} points</source>
        <translation>calcolo esatto: con questa carta perdi la mano di {points} punti</translation>
    </message>
    <message>
        <source>solved exactly: with this card you win the hand by {points} point</source>
        <translation>calcolo esatto: con questa carta vinci la mano di {points} punto</translation>
    </message>
    <message>
        <source>solved exactly: with this card you win the hand by {points} points</source>
        <translation>calcolo esatto: con questa carta vinci la mano di {points} punti</translation>
    </message>
    <message>
        <source>{name}: {points} points, {target} needed, so the contract is made</source>
        <translation>{name}: {points} punti, ne servivano {target}, quindi il contratto è riuscito</translation>
    </message>
    <message>
        <source>{name}: {points} points, {target} needed, so the hand goes to {winners}</source>
        <translation>{name}: {points} punti, ne servivano {target}, quindi la mano va a {winners}</translation>
    </message>
    <message>
        <source>{name}: {points} points, {target} needed</source>
        <translation>{name}: {points} punti, ne servivano {target}</translation>
    </message>
    <message>
        <source>call the {bid} you bid, of the suit you choose</source>
        <translation>chiama il {bid} che hai offerto, del seme che scegli</translation>
    </message>
    <message>
        <source>every card known, played out: you end level</source>
        <translation>con tutte le carte note, giocata fino in fondo finisci in parità</translation>
    </message>
    <message>
        <source>every card known, played out: you end {points} points ahead</source>
        <translation>con tutte le carte note, giocata fino in fondo finisci con {points} punti di vantaggio</translation>
    </message>
    <message>
        <source>every card known, played out: you end {points} points behind</source>
        <translation>con tutte le carte note, giocata fino in fondo finisci con {points} punti di svantaggio</translation>
    </message>
    <message>
        <source>solved exactly: with this card your side loses the hand by {points} point</source>
        <translation>calcolo esatto: con questa carta la tua squadra perde la mano di {points} punto</translation>
    </message>
    <message>
        <source>solved exactly: with this card your side loses the hand by {points} points</source>
        <translation>calcolo esatto: con questa carta la tua squadra perde la mano di {points} punti</translation>
    </message>
    <message>
        <source>solved exactly: with this card your side wins the hand by {points} point</source>
        <translation>calcolo esatto: con questa carta la tua squadra vince la mano di {points} punto</translation>
    </message>
    <message>
        <source>solved exactly: with this card your side wins the hand by {points} points</source>
        <translation>calcolo esatto: con questa carta la tua squadra vince la mano di {points} punti</translation>
    </message>
    <message>
        <source>{solved} of the {worlds} possible deals solved: you end level on average</source>
        <translation>calcolate {solved} delle {worlds} distribuzioni possibili: in media finisci in parità</translation>
    </message>
    <message>
        <source>{solved} of the {worlds} possible deals solved: you end {points} points ahead on average</source>
        <translation>calcolate {solved} delle {worlds} distribuzioni possibili: in media finisci con {points} punti di vantaggio</translation>
    </message>
    <message>
        <source>{solved} of the {worlds} possible deals solved: you end {points} points behind on average</source>
        <translation>calcolate {solved} delle {worlds} distribuzioni possibili: in media finisci con {points} punti di svantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you end level on average</source>
        <translation>su {worlds} distribuzioni provate in media finisci in parità</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you end {points} points ahead on average</source>
        <translation>su {worlds} distribuzioni provate in media finisci con {points} punti di vantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you end {points} points behind on average</source>
        <translation>su {worlds} distribuzioni provate in media finisci con {points} punti di svantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you win {percent}% of them</source>
        <translation>su {worlds} distribuzioni provate vinci {percent} volte su 100</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you win {percent}% of them and end level on average</source>
        <translation>su {worlds} distribuzioni provate vinci {percent} volte su 100 e in media finisci in parità</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you win {percent}% of them and end {points} points ahead on average</source>
        <translation>su {worlds} distribuzioni provate vinci {percent} volte su 100 e in media finisci con {points} punti di vantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: you win {percent}% of them and end {points} points behind on average</source>
        <translation>su {worlds} distribuzioni provate vinci {percent} volte su 100 e in media finisci con {points} punti di svantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side ends level on average</source>
        <translation>su {worlds} distribuzioni provate in media la tua squadra finisce in parità</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side ends {points} points ahead on average</source>
        <translation>su {worlds} distribuzioni provate in media la tua squadra finisce con {points} punti di vantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side ends {points} points behind on average</source>
        <translation>su {worlds} distribuzioni provate in media la tua squadra finisce con {points} punti di svantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side wins {percent}% of them</source>
        <translation>su {worlds} distribuzioni provate la tua squadra vince {percent} volte su 100</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side wins {percent}% of them and ends level on average</source>
        <translation>su {worlds} distribuzioni provate la tua squadra vince {percent} volte su 100 e in media finisce in parità</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side wins {percent}% of them and ends {points} points ahead on average</source>
        <translation>su {worlds} distribuzioni provate la tua squadra vince {percent} volte su 100 e in media finisce con {points} punti di vantaggio</translation>
    </message>
    <message>
        <source>{worlds} sampled deals: your side wins {percent}% of them and ends {points} points behind on average</source>
        <translation>su {worlds} distribuzioni provate la tua squadra vince {percent} volte su 100 e in media finisce con {points} punti di svantaggio</translation>
    </message>
</context>
</TS>
