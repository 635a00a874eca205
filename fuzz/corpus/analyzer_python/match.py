match cmd:
    case ["run", *args]:
        eval(args[0])
    case {'k': v} if v:
        pass
