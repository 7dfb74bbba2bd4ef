from bench.sentencing.run import main

raise SystemExit(main())
