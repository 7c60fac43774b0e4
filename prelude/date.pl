/*  date.pl -- time stamps and dates: SWI-Prolog's builtins
    stamp_date_time/3, date_time_stamp/2, format_time/3,4 and its
    library(date)'s date_time_value/3, day_of_the_week/2,
    day_of_the_year/2, parse_time/2,3.

    A date is date(Y, M, D, H, Mn, S, Off, TZ, DST), Off in seconds west
    of UTC, as in SWI.  The calendar is the proleptic Gregorian one,
    computed with integer day counts from 1970-01-01.  zebralog does not
    know the machine's time zone: `local` time is UTC (TZ 'UTC', no
    daylight saving).  format_time/3 knows the C locale's directives
    (%a %A %b %B %c %C %d %D %e %f %Nf %F %g %G %h %H %I %j %k %l %m %M
    %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z %:z %Z %+
    %%); another is existence_error(format, '%Q') as in SWI.  Helpers
    are named '$date_...'.
*/

:- module(date,
          [ stamp_date_time/3, date_time_stamp/2, format_time/3,
            format_time/4, date_time_value/3, day_of_the_week/2,
            day_of_the_year/2, parse_time/2, parse_time/3
          ]).

%   stamp_date_time(+Stamp, -Date, +TimeZone): TimeZone is 'UTC', local
%   (here UTC too) or an offset in seconds west of UTC.
stamp_date_time(Stamp, Date, TimeZone) :-
    (   var(Stamp)
    ->  throw(error(instantiation_error, context(system:stamp_date_time/3, _)))
    ;   number(Stamp)
    ->  true
    ;   throw(error(type_error(float, Stamp), context(system:stamp_date_time/3, _)))
    ),
    (   var(TimeZone)
    ->  TimeZone = local
    ;   true
    ),
    (   TimeZone == 'UTC'
    ->  Off = 0, TZ = 'UTC', DST = (-)
    ;   TimeZone == local
    ->  Off = 0, TZ = 'UTC', DST = false
    ;   integer(TimeZone)
    ->  Off = TimeZone, TZ = (-), DST = (-)
    ;   throw(error(domain_error(timezone, TimeZone),
                    context(system:stamp_date_time/3, _)))
    ),
    Local is Stamp - Off,
    Days is floor(Local / 86400),
    InDay is Local - Days * 86400,
    H is floor(InDay / 3600),
    Mn is floor((InDay - H * 3600) / 60),
    S is float(InDay - H * 3600 - Mn * 60),
    '$date_civil'(Days, Y, M, D),
    Date = date(Y, M, D, H, Mn, S, Off, TZ, DST).

%   date_time_stamp(+Date, -Stamp): fields out of range carry over
%   (month 13 is January of the next year, day 0 the month's last day
%   before).
date_time_stamp(Date, Stamp) :-
    (   var(Date)
    ->  throw(error(instantiation_error, context(system:date_time_stamp/2, _)))
    ;   Date = date(Y, M, D, H, Mn, S, Off0, _, _)
    ->  true
    ;   Date = date(Y, M, D)
    ->  H = 0, Mn = 0, S = 0, Off0 = 0
    ;   throw(error(type_error(time, Date), context(system:date_time_stamp/2, _)))
    ),
    (   var(Off0) -> Off = 0 ; Off = Off0 ),
    '$date_days'(Y, M, D, Days),
    Stamp is float(Days * 86400 + H * 3600 + Mn * 60 + S + Off).

%   Days since 1970-01-01 of a (possibly unnormalised) date.
'$date_days'(Y0, M0, D, Days) :-
    Y is Y0 + (M0 - 1) div 12,
    M is (M0 - 1) mod 12 + 1,
    (   M =< 2 -> Y1 is Y - 1 ; Y1 = Y ),
    Era is Y1 div 400,
    YoE is Y1 - Era * 400,
    (   M > 2 -> MP is M - 3 ; MP is M + 9 ),
    DoY is (153 * MP + 2) // 5,
    DoE is YoE * 365 + YoE // 4 - YoE // 100 + DoY,
    Days is Era * 146097 + DoE - 719468 + D - 1.

%   The date of a day count.
'$date_civil'(Days, Y, M, D) :-
    Z is Days + 719468,
    Era is Z div 146097,
    DoE is Z - Era * 146097,
    YoE is (DoE - DoE // 1460 + DoE // 36524 - DoE // 146096) // 365,
    DoY is DoE - (365 * YoE + YoE // 4 - YoE // 100),
    MP is (5 * DoY + 2) // 153,
    D is DoY - (153 * MP + 2) // 5 + 1,
    (   MP < 10 -> M is MP + 3 ; M is MP - 9 ),
    Y0 is YoE + Era * 400,
    (   M =< 2 -> Y is Y0 + 1 ; Y = Y0 ).

%   day_of_the_week(+Date, -Day): 1 is Monday, 7 Sunday.
day_of_the_week(Date, Day) :-
    arg(1, Date, Y), arg(2, Date, M), arg(3, Date, D),
    '$date_days'(Y, M, D, Days),
    Day is (Days + 3) mod 7 + 1.

day_of_the_year(Date, N) :-
    arg(1, Date, Y), arg(2, Date, M), arg(3, Date, D),
    '$date_days'(Y, M, D, Days),
    '$date_days'(Y, 1, 1, Jan1),
    N is Days - Jan1 + 1.

date_time_value(Key, date(Y, M, D, H, Mn, S, Off, TZ, DST), Value) :-
    '$date_value'(Key, Y, M, D, H, Mn, S, Off, TZ, DST, Value).

'$date_value'(year, Y, _, _, _, _, _, _, _, _, Y).
'$date_value'(month, _, M, _, _, _, _, _, _, _, M).
'$date_value'(day, _, _, D, _, _, _, _, _, _, D).
'$date_value'(hour, _, _, _, H, _, _, _, _, _, H).
'$date_value'(minute, _, _, _, _, Mn, _, _, _, _, Mn).
'$date_value'(second, _, _, _, _, _, S, _, _, _, S).
'$date_value'(utc_offset, _, _, _, _, _, _, Off, _, _, Off).
'$date_value'(time_zone, _, _, _, _, _, _, _, TZ, _, TZ) :- TZ \== (-).
'$date_value'(daylight_saving, _, _, _, _, _, _, _, _, DST, DST) :- DST \== (-).
'$date_value'(date, Y, M, D, _, _, _, _, _, _, date(Y, M, D)).
'$date_value'(time, _, _, _, H, Mn, S, _, _, _, time(H, Mn, S)).

format_time(Out, Format, Time) :-
    format_time(Out, Format, Time, posix).

%   format_time(+Out, +Format, +StampOrDate, +Locale): only the C
%   (posix) locale's names.
format_time(Out, Format, Time, _Locale) :-
    (   var(Format)
    ->  throw(error(instantiation_error, context(system:format_time/3, _)))
    ;   true
    ),
    '$date_fields'(Time, F),
    text_to_string(Format, FS),
    string_codes(FS, Cs),
    '$date_format'(Cs, F, Parts),
    atomic_list_concat(Parts, Text),
    format(Out, '~w', [Text]).

%   The fields a format needs: f(Y, M, D, H, Mn, S, Off, TZ, Days), with
%   Days the day count from 1970-01-01.
'$date_fields'(Time, _) :-
    var(Time),
    !,
    throw(error(instantiation_error, context(system:format_time/3, _))).
'$date_fields'(Stamp, F) :-
    number(Stamp),
    !,
    stamp_date_time(Stamp, Date, local),
    '$date_fields'(Date, F).
'$date_fields'(date(Y, M, D), F) :-
    !,
    '$date_fields'(date(Y, M, D, 0, 0, 0, 0, -, -), F).
%   A date's fields are written as they are, even out of range (as SWI
%   does); the day of the week and of the year come from the day count.
'$date_fields'(date(Y, M, D, H, Mn, S, Off0, TZ, _),
               f(Y, M, D, H, Mn, S, Off, TZ, Days)) :-
    !,
    (   var(Off0) -> Off = 0 ; Off = Off0 ),
    '$date_days'(Y, M, D, Days).
'$date_fields'(Time, _) :-
    throw(error(type_error(time, Time), context(system:format_time/3, _))).

'$date_format'([], _, []).
'$date_format'([0'%|Cs0], F, [Part|Parts]) :-
    !,
    (   Cs0 = [0':, 0'z|Cs]
    ->  '$date_offset'(F, ':', Part)
    ;   '$date_digits'(Cs0, Ds, [0'f|Cs]), Ds \== []
    ->  number_codes(N, Ds),
        '$date_fraction'(F, N, Part)
    ;   Cs0 = [C|Cs],
        '$date_directive'(C, F, Part)
    ->  true
    ;   Cs0 = [C|_]
    ->  atom_codes(D, [0'%, C]),
        throw(error(existence_error(format, D), context(system:format_time/3, _)))
    ;   throw(error(existence_error(format, '%'), context(system:format_time/3, _)))
    ),
    '$date_format'(Cs, F, Parts).
'$date_format'([C|Cs], F, [Ch|Parts]) :-
    char_code(Ch, C),
    '$date_format'(Cs, F, Parts).

'$date_digits'([C|Cs], [C|Ds], Rest) :-
    C >= 0'0, C =< 0'9,
    !,
    '$date_digits'(Cs, Ds, Rest).
'$date_digits'(Cs, [], Cs).

'$date_directive'(0'a, F, P) :- '$date_wday'(F, W), '$date_day_name'(W, P0), sub_atom(P0, 0, 3, _, P).
'$date_directive'(0'A, F, P) :- '$date_wday'(F, W), '$date_day_name'(W, P).
'$date_directive'(0'b, F, P) :- arg(2, F, M), '$date_month_name'(M, P0), sub_atom(P0, 0, 3, _, P).
'$date_directive'(0'h, F, P) :- '$date_directive'(0'b, F, P).
'$date_directive'(0'B, F, P) :- arg(2, F, M), '$date_month_name'(M, P).
'$date_directive'(0'c, F, P) :- '$date_sub'("%a %b %e %H:%M:%S %Y", F, P).
'$date_directive'(0'+, F, P) :- '$date_sub'("%a %b %e %H:%M:%S %Y", F, P).
'$date_directive'(0'C, F, P) :- arg(1, F, Y), C is Y // 100, '$date_pad'(C, 2, 0'0, P).
'$date_directive'(0'd, F, P) :- arg(3, F, D), '$date_pad'(D, 2, 0'0, P).
'$date_directive'(0'D, F, P) :- '$date_sub'("%m/%d/%y", F, P).
'$date_directive'(0'e, F, P) :- arg(3, F, D), '$date_pad'(D, 2, 0' , P).
'$date_directive'(0'f, F, P) :- '$date_fraction'(F, 6, P).
'$date_directive'(0'F, F, P) :- '$date_sub'("%Y-%m-%d", F, P).
'$date_directive'(0'g, F, P) :- '$date_iso_week'(F, Y, _), Y2 is Y mod 100, '$date_pad'(Y2, 2, 0'0, P).
'$date_directive'(0'G, F, P) :- '$date_iso_week'(F, P, _).
'$date_directive'(0'H, F, P) :- arg(4, F, H), '$date_pad'(H, 2, 0'0, P).
'$date_directive'(0'I, F, P) :- '$date_hour12'(F, H), '$date_pad'(H, 2, 0'0, P).
'$date_directive'(0'j, F, P) :- '$date_yday'(F, N), '$date_pad'(N, 3, 0'0, P).
'$date_directive'(0'k, F, P) :- arg(4, F, H), '$date_pad'(H, 2, 0' , P).
'$date_directive'(0'l, F, P) :- '$date_hour12'(F, H), '$date_pad'(H, 2, 0' , P).
'$date_directive'(0'm, F, P) :- arg(2, F, M), '$date_pad'(M, 2, 0'0, P).
'$date_directive'(0'M, F, P) :- arg(5, F, Mn), '$date_pad'(Mn, 2, 0'0, P).
'$date_directive'(0'n, _, '\n').
'$date_directive'(0'p, F, P) :- arg(4, F, H), ( H < 12 -> P = 'AM' ; P = 'PM' ).
'$date_directive'(0'P, F, P) :- arg(4, F, H), ( H < 12 -> P = am ; P = pm ).
'$date_directive'(0'r, F, P) :- '$date_sub'("%I:%M:%S %p", F, P).
'$date_directive'(0'R, F, P) :- '$date_sub'("%H:%M", F, P).
'$date_directive'(0's, F, P) :- '$date_stamp'(F, St), P is floor(St).
'$date_directive'(0'S, F, P) :- arg(6, F, S), S1 is floor(S), '$date_pad'(S1, 2, 0'0, P).
'$date_directive'(0't, _, '\t').
'$date_directive'(0'T, F, P) :- '$date_sub'("%H:%M:%S", F, P).
'$date_directive'(0'u, F, P) :- '$date_wday'(F, W), ( W =:= 0 -> P = 7 ; P = W ).
'$date_directive'(0'U, F, P) :- '$date_wday'(F, W), '$date_yday'(F, N), U is (N - 1 + 7 - W) // 7, '$date_pad'(U, 2, 0'0, P).
'$date_directive'(0'V, F, P) :- '$date_iso_week'(F, _, W), '$date_pad'(W, 2, 0'0, P).
'$date_directive'(0'w, F, P) :- '$date_wday'(F, P).
'$date_directive'(0'W, F, P) :- '$date_wday'(F, W), '$date_yday'(F, N), U is (N - 1 + 7 - (W + 6) mod 7) // 7, '$date_pad'(U, 2, 0'0, P).
'$date_directive'(0'x, F, P) :- '$date_sub'("%m/%d/%y", F, P).
'$date_directive'(0'X, F, P) :- '$date_sub'("%H:%M:%S", F, P).
'$date_directive'(0'y, F, P) :- arg(1, F, Y), Y2 is Y mod 100, '$date_pad'(Y2, 2, 0'0, P).
'$date_directive'(0'Y, F, P) :- arg(1, F, P).
'$date_directive'(0'z, F, P) :- '$date_offset'(F, '', P).
'$date_directive'(0'Z, F, P) :- arg(8, F, TZ), ( atom(TZ), TZ \== (-) -> P = TZ ; P = 'UTC' ).
'$date_directive'(0'%, _, '%').

'$date_sub'(Format, F, P) :-
    string_codes(Format, Cs),
    '$date_format'(Cs, F, Parts),
    atomic_list_concat(Parts, P).

'$date_pad'(N, Width, Fill, P) :-
    number_codes(N, Cs),
    length(Cs, L),
    Pad is max(0, Width - L),
    length(Fs, Pad),
    maplist(=(Fill), Fs),
    append(Fs, Cs, All),
    atom_codes(P, All).

'$date_stamp'(f(Y, M, D, H, Mn, S, Off, _, _), St) :-
    date_time_stamp(date(Y, M, D, H, Mn, S, Off, -, -), St).

%   The first N digits of the fraction of the second.
'$date_fraction'(F, N, P) :-
    arg(6, F, S),
    Frac is S - floor(S),
    V is truncate(Frac * 10^N + 1.0e-6),
    '$date_pad'(V, N, 0'0, P).

%   0 is Sunday.
'$date_wday'(F, W) :-
    arg(9, F, Days),
    W is (Days + 4) mod 7.

%   1 is January 1st.
'$date_yday'(F, N) :-
    arg(1, F, Y), arg(9, F, Days),
    '$date_days'(Y, 1, 1, Jan1),
    N is Days - Jan1 + 1.

'$date_hour12'(F, H12) :-
    arg(4, F, H),
    H0 is H mod 12,
    ( H0 =:= 0 -> H12 = 12 ; H12 = H0 ).

'$date_offset'(F, Sep, P) :-
    arg(7, F, Off),
    East is -Off,
    ( East < 0 -> Sign = '-' ; Sign = '+' ),
    A is abs(East),
    HH is A // 3600,
    MM is (A mod 3600) // 60,
    '$date_pad'(HH, 2, 0'0, HP),
    '$date_pad'(MM, 2, 0'0, MP),
    atomic_list_concat([Sign, HP, Sep, MP], P).

%   ISO 8601 week-based year and week number.
'$date_iso_week'(F, ISOYear, Week) :-
    arg(1, F, Y),
    '$date_wday'(F, W0),
    ( W0 =:= 0 -> W = 7 ; W = W0 ),
    '$date_yday'(F, N),
    Wk is (N - W + 10) // 7,
    (   Wk < 1
    ->  ISOYear is Y - 1,
        '$date_weeks_in_year'(ISOYear, Week)
    ;   '$date_weeks_in_year'(Y, Max),
        Wk > Max
    ->  ISOYear is Y + 1,
        Week = 1
    ;   ISOYear = Y,
        Week = Wk
    ).

'$date_weeks_in_year'(Y, N) :-
    '$date_days'(Y, 1, 1, Jan1),
    W is (Jan1 + 4) mod 7,
    (   (   W =:= 4
        ;   W =:= 3, '$date_leap'(Y)
        )
    ->  N = 53
    ;   N = 52
    ).

'$date_leap'(Y) :-
    (   Y mod 400 =:= 0
    ->  true
    ;   Y mod 100 =\= 0,
        Y mod 4 =:= 0
    ).

'$date_day_name'(0, 'Sunday').
'$date_day_name'(1, 'Monday').
'$date_day_name'(2, 'Tuesday').
'$date_day_name'(3, 'Wednesday').
'$date_day_name'(4, 'Thursday').
'$date_day_name'(5, 'Friday').
'$date_day_name'(6, 'Saturday').

'$date_month_name'(1, 'January').
'$date_month_name'(2, 'February').
'$date_month_name'(3, 'March').
'$date_month_name'(4, 'April').
'$date_month_name'(5, 'May').
'$date_month_name'(6, 'June').
'$date_month_name'(7, 'July').
'$date_month_name'(8, 'August').
'$date_month_name'(9, 'September').
'$date_month_name'(10, 'October').
'$date_month_name'(11, 'November').
'$date_month_name'(12, 'December').

%   parse_time(+Text, -Stamp), parse_time(+Text, ?Format, -Stamp): Text
%   is an ISO 8601 date and time (calendar, week or ordinal date, basic
%   or extended, a zone Z or +-HH[[:]MM]; none is local time) or an RFC
%   1123 one ("Tue, 14 Nov 2023 22:13:20 GMT"); Format is iso_8601 or
%   rfc_1123.
parse_time(Text, Stamp) :-
    parse_time(Text, _, Stamp).

parse_time(Text, Format, Stamp) :-
    (   var(Text)
    ->  throw(error(instantiation_error, context(parse_time/3, _)))
    ;   atom(Text)
    ->  atom_codes(Text, Cs)
    ;   string(Text)
    ->  string_codes(Text, Cs)
    ;   throw(error(type_error(atom, Text), context(parse_time/3, _)))
    ),
    '$date_parse'(Format, Cs, Date),
    !,
    date_time_stamp(Date, Stamp).

'$date_parse'(iso_8601, Cs, Date) :-
    phrase('$date_iso'(Date), Cs).
'$date_parse'(rfc_1123, Cs, Date) :-
    phrase('$date_rfc'(Date), Cs).

'$date_iso'(date(Y, M, D, H, Mn, S, Off, -, -)) -->
    '$date_iso_date'(Y, M, D),
    (   ( "T" ; " " )
    ->  '$date_iso_time'(H, Mn, S),
        '$date_iso_zone'(Off)
    ;   { H = 0, Mn = 0, S = 0, Off = 0 }
    ),
    { '$date_valid'(M, D, H, Mn, S) }.

'$date_iso_date'(Y, M, D) -->
    '$date_int'(4, Y0),
    (   "-W"
    ->  '$date_int'(2, W), "-", '$date_int'(1, WD),
        { '$date_week_date'(Y0, W, WD, Y, M, D) }
    ;   "-"
    ->  (   '$date_int'(2, M), "-", '$date_int'(2, D)
        ->  { Y = Y0 }
        ;   '$date_int'(3, N)
        ->  { '$date_ordinal'(Y0, N, Y, M, D) }
        ;   '$date_int'(2, M),     % day 0: the day before the 1st, as SWI
            { D = 0, Y = Y0 }
        )
    ;   '$date_int'(2, M), '$date_int'(2, D),
        { Y = Y0 }
    ).

'$date_iso_time'(H, Mn, S) -->
    '$date_int'(2, H),
    (   ":"
    ->  '$date_int'(2, Mn),
        (   ":"
        ->  '$date_seconds'(S)
        ;   { S = 0 }
        )
    ;   '$date_int'(2, Mn),
        (   '$date_seconds'(S0)
        ->  { S = S0 }
        ;   { S = 0 }
        )
    ).

'$date_seconds'(S) -->
    '$date_int'(2, S0),
    (   ( "." ; "," ),
        '$date_digit_codes'(Fs), { Fs \== [] }
    ->  { atom_codes(A, [0'0, 0'.|Fs]), atom_number(A, F), S is S0 + F }
    ;   { S = S0 }
    ).

'$date_iso_zone'(Off) -->
    (   "Z"
    ->  { Off = 0 }
    ;   ( "+" -> { Sign = 1 } ; "-" -> { Sign = -1 } )
    ->  '$date_int'(2, ZH),
        (   ( ":" -> [] ; [] ), '$date_int'(2, ZM)
        ->  []
        ;   { ZM = 0 }
        ),
        { Off is -Sign * (ZH * 3600 + ZM * 60) }
    ;   { Off = 0 }
    ).

'$date_rfc'(date(Y, M, D, H, Mn, S, Off, -, -)) -->
    '$date_alpha'(3, _), ", ",
    '$date_int'(2, D), " ",
    '$date_alpha'(3, MonCs), { atom_codes(Mon, MonCs), '$date_month_abbr'(Mon, M) }, " ",
    '$date_int'(4, Y), " ",
    '$date_int'(2, H), ":", '$date_int'(2, Mn), ":", '$date_int'(2, S), " ",
    (   "GMT"
    ->  { Off = 0 }
    ;   ( "+" -> { Sign = 1 } ; "-" -> { Sign = -1 } ),
        '$date_int'(2, ZH), '$date_int'(2, ZM),
        { Off is -Sign * (ZH * 3600 + ZM * 60) }
    ),
    { '$date_valid'(M, D, H, Mn, S) }.

'$date_month_abbr'(Abbr, M) :-
    between(1, 12, M),
    '$date_month_name'(M, Name),
    sub_atom(Name, 0, 3, _, Abbr),
    !.

'$date_valid'(M, D, H, Mn, S) :-
    between(1, 12, M),
    between(0, 31, D),
    between(0, 23, H),
    between(0, 59, Mn),
    S >= 0, S < 61.

%   Week W's day WD (1 is Monday) of year Y0, the date possibly in the
%   year before.  As SWI's parse_time/2 counts them, week 1 starts on
%   the Monday on or before January 1st, or on January 2nd if the 1st is
%   a Sunday (ISO 8601 starts it a week later when the 1st is a Friday
%   or Saturday; format_time/3's %V and %G follow ISO, as SWI's do).
'$date_week_date'(Y0, W, WD, Y, M, D) :-
    between(1, 53, W),
    between(1, 7, WD),
    '$date_days'(Y0, 1, 1, Jan1),
    Wday is (Jan1 + 3) mod 7,                  % 0 is Monday
    (   Wday =:= 6
    ->  Monday1 is Jan1 + 1
    ;   Monday1 is Jan1 - Wday
    ),
    Days is Monday1 + (W - 1) * 7 + WD - 1,
    '$date_civil'(Days, Y, M, D).

%   Day N of year Y0; day 366 of a common year is January 1st of the
%   next, as SWI has it.
'$date_ordinal'(Y0, N, Y, M, D) :-
    between(1, 366, N),
    '$date_days'(Y0, 1, 1, Jan1),
    Days is Jan1 + N - 1,
    '$date_civil'(Days, Y, M, D).

'$date_int'(N, V) -->
    '$date_n_digits'(N, Cs),
    { number_codes(V, Cs) }.

'$date_n_digits'(0, []) --> !.
'$date_n_digits'(N, [C|Cs]) -->
    [C],
    { C >= 0'0, C =< 0'9, N1 is N - 1 },
    '$date_n_digits'(N1, Cs).

'$date_digit_codes'([C|Cs]) -->
    [C],
    { C >= 0'0, C =< 0'9 },
    !,
    '$date_digit_codes'(Cs).
'$date_digit_codes'([]) --> [].

'$date_alpha'(0, []) --> !.
'$date_alpha'(N, [C|Cs]) -->
    [C],
    { code_type(C, alpha), N1 is N - 1 },
    '$date_alpha'(N1, Cs).
