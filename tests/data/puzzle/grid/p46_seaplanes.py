T = "Departures"
N = "Passengers"
CATEGORIES = [
    ("Pilots", ["Ahmed", "Bronwyn", "Caspar", "Della", "Emil"]),
    ("Islands", ["Gull Rock", "Kittiwake", "Lantern Isle", "Saltmarsh", "Tern Island"]),
    ("Departures", ["7:15 am", "7:40 am", "8:05 am", "8:30 am", "8:55 am"], [435, 460, 485, 510, 535]),
    ("Passengers", ["3", "4", "5", "6", "7"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Ahmed", "Saltmarsh", "8:05 am", "6"],
    ["Bronwyn", "Gull Rock", "7:15 am", "4"],
    ["Caspar", "Tern Island", "8:55 am", "3"],
    ["Della", "Kittiwake", "7:40 am", "7"],
    ["Emil", "Lantern Isle", "8:30 am", "5"],
]
CLUES = [
    ("Ahmed took off 50 minutes after Bronwyn.", lambda s: s.n(T, "Ahmed") == s.n(T, "Bronwyn") + 50),
    ("The flight to Tern Island was the last to leave.", lambda s: s.n(T, "Tern Island") == 535),
    ("The plane carrying 7 passengers left 25 minutes before the one bound for Saltmarsh.", lambda s: s.n(T, "7") == s.n(T, "Saltmarsh") - 25),
    ("Caspar carried the fewest passengers.", lambda s: s.n(N, "Caspar") == 3),
    ("The 8:30 am flight carried one passenger fewer than Ahmed's.", lambda s: s.n(N, "8:30 am") == s.n(N, "Ahmed") - 1),
    ("Of Della and the pilot flying to Gull Rock, one left at 7:15 am and the other carried 7 passengers.",
     lambda s: not s.same("Della", "Gull Rock") and (
         (s.same("Della", "7:15 am") and s.same("Gull Rock", "7")) or
         (s.same("Gull Rock", "7:15 am") and s.same("Della", "7")))),
    ("Emil didn't fly to Kittiwake.", lambda s: not s.same("Emil", "Kittiwake")),
    ("Bronwyn had more passengers on board than Caspar but fewer than Emil.", lambda s: s.n(N, "Caspar") < s.n(N, "Bronwyn") < s.n(N, "Emil")),
]
CLUES.append(("Ahmed took off sometime before the plane with 5 passengers aboard.", lambda s: s.n(T, "Ahmed") < s.n(T, "5")))
NUM = "."
INTRO = ["Five seaplanes left the harbour on Friday morning, 25 minutes apart, each bound for a different island with a different number of passengers."]
REMARKS = INTRO
